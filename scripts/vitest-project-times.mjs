// A vitest reporter for npm test's summary: per project, how many files ran, the span from its first
// file's start to its last file's end, and the time its files took (import, set-up, tests and hooks).
// Projects run side by side in one pool, so spans overlap; the time in files is what each one costs.
// Written as JSON to the file given as the reporter's `outputFile` option.
import fs from "node:fs";

export default class ProjectTimes {
  constructor({ outputFile } = {}) {
    this.outputFile = outputFile;
    this.projects = new Map();
  }

  entry(testModule) {
    const name = testModule.project.name || "(root)";
    if (!this.projects.has(name)) this.projects.set(name, { files: 0, first: Date.now(), last: 0, fileMs: 0 });
    return this.projects.get(name);
  }

  onTestModuleStart(testModule) {
    this.entry(testModule);
  }

  onTestModuleEnd(testModule) {
    const project = this.entry(testModule);
    const d = testModule.diagnostic();
    project.files += 1;
    project.last = Date.now();
    project.fileMs += d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
  }

  onTestRunEnd() {
    if (!this.outputFile) return;
    const projects = [...this.projects].map(([name, p]) => ({
      name,
      files: p.files,
      spanSeconds: Math.max(0, p.last - p.first) / 1000,
      fileSeconds: p.fileMs / 1000,
    }));
    fs.writeFileSync(this.outputFile, JSON.stringify(projects, null, 2));
  }
}
