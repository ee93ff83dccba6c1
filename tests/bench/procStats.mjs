// Memory of a server process tree from /proc (Linux): what `ps` would show, without spawning it.
import { readdirSync, readFileSync } from "node:fs";

function childrenOf() {
  const parent = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      parent.set(pid, stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    } catch {
      // gone meanwhile
    }
  }
  return parent;
}

/** The PID and all its descendants. */
export function processTree(pid) {
  const parent = childrenOf();
  const tree = new Set([String(pid)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, of] of parent) if (tree.has(of) && !tree.has(child)) (tree.add(child), (grew = true));
  }
  return [...tree];
}

const statusField = (pid, field) => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
};

/** Resident memory now (VmRSS) and its peak (VmHWM), summed over the process tree, in bytes. */
export function memoryOf(pid) {
  const tree = processTree(pid);
  return {
    rss: tree.reduce((sum, p) => sum + statusField(p, "VmRSS"), 0),
    hwm: tree.reduce((sum, p) => sum + statusField(p, "VmHWM"), 0),
  };
}

/** CPU seconds (user + system) a process tree has used so far; the kernel counts in ticks of 1/100 s. */
export function cpuSecondsOf(pid) {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

/** CPU seconds the whole machine has spent busy (all cores, everything but idle and iowait). */
export function machineBusySeconds() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}
