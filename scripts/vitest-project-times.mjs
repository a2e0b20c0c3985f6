// A vitest reporter for npm test's summary: per project, how many files ran and the time its files
// took (import, set-up, tests and hooks). Projects share one pool of workers, so this is what each one
// costs, not a span of wall time.
// Written as JSON to the file named by VITEST_PROJECT_TIMES_FILE (nothing is written without it).
import fs from "node:fs";

export default class ProjectTimes {
  outputFile = process.env.VITEST_PROJECT_TIMES_FILE;
  projects = new Map();

  entry(testModule) {
    const name = testModule.project.name || "(root)";
    if (!this.projects.has(name)) this.projects.set(name, { files: 0, fileMs: 0 });
    return this.projects.get(name);
  }

  onTestModuleEnd(testModule) {
    const project = this.entry(testModule);
    const d = testModule.diagnostic();
    project.files += 1;
    project.fileMs += d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
  }

  onTestRunEnd() {
    if (!this.outputFile) return;
    const projects = [...this.projects].map(([name, p]) => ({
      name,
      files: p.files,
      fileSeconds: p.fileMs / 1000,
    }));
    fs.writeFileSync(this.outputFile, JSON.stringify(projects, null, 2));
  }
}
