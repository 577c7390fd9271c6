// The four Q&A articles of /blogs. Plain data so the page stays a simple list.
export interface Article {
  id: string;
  question: string;
  paragraphs: string[];
}

export const ARTICLES: Article[] = [
  {
    id: 'state-management',
    question: 'What are the different ways to manage state in a React application?',
    paragraphs: [
      'State is any data that changes over time and that the screen depends on. React gives every component its own local state through useState and useReducer; that is the right home for anything only one component cares about, such as whether a dropdown is open or what is typed into a field. Keep state as close as possible to where it is used: the less of it is global, the easier a component is to understand and reuse.',
      'When several components need the same value, lift the state up to their closest common parent and pass it down as props. If passing it through many layers becomes tiresome, React Context lets a subtree read a value without prop drilling. Context suits values that change rarely, such as the theme or the signed-in user, because every consumer re-renders when the value changes.',
      'For state shared across the whole app that changes often, a dedicated store is clearer: Redux Toolkit, Zustand or Jotai keep the data outside the component tree and let each component subscribe to just the slice it needs. In this marketplace a small Zustand store holds the signed-in user, shared by the shell and every micro-frontend.',
      'Finally, much of what looks like state is really a cache of server data: product lists, categories, orders. Libraries such as TanStack Query or SWR fetch, cache, deduplicate and refresh that data for you, with loading and error states built in. Separating server state from UI state is often the single biggest simplification in a React codebase.',
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work in JavaScript?',
    paragraphs: [
      'Every JavaScript object has a hidden link to another object called its prototype (reachable through Object.getPrototypeOf, or the legacy __proto__ property). When you read a property that the object does not have itself, the engine follows that link and looks on the prototype, then on the prototype’s prototype, and so on until it reaches null. This chain of links is the prototype chain, and it is how objects share behaviour.',
      'Functions used as constructors have a prototype property. When you call new Car(), the new object’s hidden link points at Car.prototype, so methods defined once on Car.prototype are available to every car without being copied into each one. Object.create(proto) builds the same link directly, without a constructor.',
      'The class syntax introduced in ES2015 is a clearer way to write the same thing: class ElectricCar extends Car sets ElectricCar.prototype’s prototype to Car.prototype, and super calls walk up the chain. Under the hood there are still no classes in the Java sense, only objects linked to other objects.',
      'Because lookups are dynamic, adding a method to a prototype makes it instantly available to every object that inherits from it, and an own property with the same name shadows the inherited one. That flexibility is powerful, but modifying built-in prototypes such as Array.prototype is best avoided, since every script on the page shares them.',
    ],
  },
  {
    id: 'unit-tests',
    question: 'What is a unit test, and why should we write unit tests?',
    paragraphs: [
      'A unit test checks one small piece of code, such as a function, a hook or a component, in isolation from the rest of the system. It sets up an input, runs the code and asserts that the output or the visible behaviour is what we expect. Good unit tests are fast, independent of each other and deterministic: they give the same answer every time.',
      'The first reason to write them is confidence. A suite of tests that runs in seconds tells you immediately whether a change broke something, which makes refactoring and upgrading dependencies far less frightening. Bugs found by a test on a developer’s machine cost minutes; the same bug found by a customer costs much more.',
      'Tests are also documentation that cannot go out of date: a test named “shows Not Found for an empty category” states a requirement and proves the code meets it. Writing the test first, or alongside the code, tends to produce smaller functions with clearer inputs and outputs, because code that is hard to test is usually hard to use.',
      'In React, tools such as Jest and Testing Library let you render a component, interact with it the way a user would (by visible text, roles and labels) and check what appears on screen. Mock only the boundaries you do not control, such as the network, and test behaviour rather than implementation details, so the tests survive refactoring.',
    ],
  },
  {
    id: 'react-angular-vue',
    question: 'React vs Angular vs Vue: how do they differ?',
    paragraphs: [
      'React is a library for building user interfaces from components written in JSX. It focuses on rendering and leaves routing, data fetching and forms to a large ecosystem of separate packages. That makes it flexible and lightweight to start with, at the cost of having to choose and combine those pieces yourself.',
      'Angular is a complete framework maintained by Google. It ships with routing, forms, an HTTP client, dependency injection and a command-line tool, and it is written in TypeScript from the ground up. Its strong conventions make large teams consistent, but there is more to learn before being productive, and apps tend to carry more structure.',
      'Vue sits between the two. Its single-file components keep template, logic and styles together, its reactivity system tracks dependencies automatically, and official packages cover routing and state (Vue Router, Pinia). Many developers find it the gentlest to learn while still scaling to large applications.',
      'All three are component-based, fast and production-proven, so the choice usually comes down to the team: React for its ecosystem and job market, Angular for an opinionated all-in-one framework in enterprise settings, Vue for approachability and a cohesive official toolset. The concepts of components, props, state and one-way data flow transfer between them.',
    ],
  },
];
