import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { antdEntryPoints, sharedDependencies } from './shared';
import { SINGLETONS } from './singletons';

const WORKSPACE = path.resolve(__dirname, '../../..');
const installedVersion = (pkg: string) =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/** An app folder of its own, outside the workspace: its package.json, and the installed packages. */
function appWith(dependencies: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-config-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'some-remote', dependencies }));
  symlinkSync(path.join(WORKSPACE, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

const admin = JSON.parse(readFileSync(path.join(WORKSPACE, 'mf-admin/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('sharedDependencies', () => {
  const dirs: string[] = [];
  const app = (dependencies: Record<string, string>) => {
    const dir = appWith(dependencies);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("shares every package as a strict singleton with the app's own range and the installed version", () => {
    const shared = sharedDependencies({ appDir: app({ ...admin.dependencies, react: '^19.3.1' }) });
    for (const pkg of SINGLETONS) {
      expect(shared[pkg]).toMatchObject({
        singleton: true,
        strictVersion: true,
        requiredVersion: pkg === 'react' ? '^19.3.1' : admin.dependencies[pkg],
        version: installedVersion(pkg),
      });
    }
    expect(shared['react/']).toMatchObject({ requiredVersion: '^19.3.1', strictVersion: true });
  });

  it("takes a remote's bumped range as its requirement, so an older host copy fails the check", () => {
    const shared = sharedDependencies({
      appDir: app({ ...admin.dependencies, '@tanstack/react-query': '^5.108.4' }),
    });
    expect(shared['@tanstack/react-query']!.requiredVersion).toBe('^5.108.4');
  });

  it('shares no trimmed copy: the browser router is the whole client API, the Node one the package', () => {
    const appDir = app(admin.dependencies);
    const web = sharedDependencies({ appDir });
    expect(web['react-router-dom']!.import).toMatch(/shared-ui\/src\/mf\/react-router-browser\.ts$/);
    expect(sharedDependencies({ appDir, target: 'node' })['react-router-dom']!.import).toBeUndefined();
    for (const config of Object.values(web)) expect(config).not.toHaveProperty('treeShaking');
  });

  it('has the host provide every antd entry point, and a remote those it imports', () => {
    const appDir = app(admin.dependencies);
    const host = sharedDependencies({ appDir, provideAllOfAntd: true });
    const entries = antdEntryPoints(path.dirname(require.resolve('antd/package.json')));
    expect(entries).toEqual(
      expect.arrayContaining(['button', 'config-provider', 'app', 'timeline', 'steps']),
    );
    for (const entry of entries) {
      expect(host[`antd/es/${entry}`]).toMatchObject({
        import: expect.stringMatching(new RegExp(`^\\./.*node_modules/antd/es/${entry}/index\\.js$`)),
        requiredVersion: admin.dependencies.antd,
        strictVersion: true,
      });
    }
    const remote = sharedDependencies({ appDir });
    expect(remote['antd/es/']).toMatchObject({ requiredVersion: admin.dependencies.antd });
    expect(Object.keys(remote).filter((key) => key.startsWith('antd/es/'))).toEqual(['antd/es/']);
  });

  it('refuses an app whose package.json does not list a shared package', () => {
    const { dayjs: _dayjs, ...withoutDayjs } = admin.dependencies;
    expect(() => sharedDependencies({ appDir: app(withoutDayjs) })).toThrow(/must list dayjs/);
  });
});
