/* global document, Element */
// The shell page's only script tag (rsbuild.config.ts moves the app's entry scripts here, in data-scripts). A page
// the shell's server rendered is complete without JavaScript: let the browser paint it, photos above the fold
// included, before the app's scripts load, run and hydrate it; otherwise a fast connection delivers the scripts
// first and a phone's CPU keeps the finished page off the screen while it runs them. At most START_WITHIN_MS of
// waiting for photos, so a slow photo does not hold the page's interactivity back. Other pages start at once.
(function () {
  var START_WITHIN_MS = 1000;
  var sources = document.currentScript.getAttribute('data-scripts').split(' ');
  var started = false;

  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      // In order, as the tags were.
      script.async = false;
      document.head.appendChild(script);
    });
  }

  if (!document.getElementById('server-state')) return start();

  // Until the part of the page a button or check box is in has hydrated, pressing it does nothing the app would see:
  // the press is held and made again once it has. The app marks its parts with HYDRATION_ATTRIBUTE (see
  // shared-ui/src/components/HydrationPart.tsx): the root, marked pending here and done by the app once hydrated,
  // and each Suspense boundary, which hydrates when its code has loaded. Links and the header's menu (a <details>)
  // work without it. A held press shows at once (HELD_ATTRIBUTE, styled by the shell's CSS). Presses not made again
  // within HELD_FOR_MS are dropped.
  var HELD_FOR_MS = 15000;
  var HELD_ATTRIBUTE = 'data-held';
  var HYDRATION_ATTRIBUTE = 'data-hydration';
  var PENDING_PART = '[' + HYDRATION_ATTRIBUTE + '=pending]';
  var held = [];
  var heldSince = 0;
  document.getElementById('root').setAttribute(HYDRATION_ATTRIBUTE, 'pending');
  function pressable(target) {
    if (!(target instanceof Element)) return null;
    var pressed = target.closest('button, input[type=checkbox], input[type=radio], label');
    if (pressed && pressed.tagName === 'LABEL') {
      var control = pressed.control;
      return control && (control.type === 'checkbox' || control.type === 'radio') ? pressed : null;
    }
    return pressed;
  }
  function hydrated(element) {
    return element.closest(PENDING_PART) === null;
  }
  function hold(event) {
    var pressed = pressable(event.target);
    if (!pressed || hydrated(pressed)) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.length === 0) {
      heldSince = Date.now();
      setTimeout(replay, 50);
    }
    pressed.setAttribute(HELD_ATTRIBUTE, '');
    held.push(pressed);
  }
  function release(pressed) {
    pressed.removeAttribute(HELD_ATTRIBUTE);
    return pressed;
  }
  function replay() {
    while (held.length > 0 && held[0].isConnected && hydrated(held[0])) release(held.shift()).click();
    if (held.length > 0 && !held[0].isConnected) held.shift();
    if (held.length > 0 && Date.now() - heldSince > HELD_FOR_MS) held.splice(0).forEach(release);
    if (held.length > 0) setTimeout(replay, 50);
  }
  document.addEventListener('click', hold, true);

  // What is typed into a field whose part has not hydrated would be lost: the app, taking the part over, gives each
  // field the value it holds, empty. The text is kept here and handed to the field once its part has hydrated, as if
  // typed then (the element's own value setter, then an input event, which the app's handler reads).
  var typed = [];
  function keepTyped(event) {
    var field = event.target;
    if (!(field instanceof Element) || !field.matches('input, textarea, select') || hydrated(field)) return;
    if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file') return;
    if (typed.length === 0) setTimeout(handOver, 50);
    typed = typed.filter(function (entry) {
      return entry.field !== field;
    });
    typed.push({ field: field, id: field.id, value: field.value, since: Date.now() });
  }
  function handOver() {
    typed = typed.filter(function (entry) {
      var field = entry.field.isConnected ? entry.field : entry.id && document.getElementById(entry.id);
      if (!field) return false;
      if (!hydrated(field)) return Date.now() - entry.since < HELD_FOR_MS;
      if (field.value !== entry.value) {
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, entry.value);
        field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
      }
      return false;
    });
    if (typed.length > 0) setTimeout(handOver, 50);
  }
  document.addEventListener('input', keepTyped, true);
  document.addEventListener('change', keepTyped, true);

  var photos = Array.prototype.filter.call(document.images, function (image) {
    return !image.complete && image.loading !== 'lazy';
  });
  var loaded = photos.map(function (image) {
    return new Promise(function (resolve) {
      image.addEventListener('load', resolve);
      image.addEventListener('error', resolve);
    });
  });
  // Started from the last photo's load, before the window's load event: the scripts then delay that event as the
  // tags did (tests and tools wait for it). The browser paints while they are fetched.
  Promise.all(loaded).then(start);
  setTimeout(start, START_WITHIN_MS);
})();
