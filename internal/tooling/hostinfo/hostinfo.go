// Package hostinfo describes the machine and checkout a measurement ran on, for the reports of
// make bench (BENCHMARKS.md) and make reliability (RELIABILITY.md).
package hostinfo

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
)

// GitCommit is HEAD's short hash, marked when tracked files have uncommitted changes; "unknown"
// outside a git checkout.
func GitCommit() string {
	out, err := exec.Command("git", "rev-parse", "--short=12", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	commit := strings.TrimSpace(string(out))
	if st, err := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(strings.TrimSpace(string(st))) > 0 {
		commit += " (with uncommitted changes)"
	}
	return commit
}

// Machine is the CPU model, its logical CPUs, the memory when withMemory is set, the OS and
// architecture and the kernel, in one line.
func Machine(withMemory bool) string {
	model, cores := "", 0
	if f, err := os.Open("/proc/cpuinfo"); err == nil {
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			k, v, ok := strings.Cut(sc.Text(), ":")
			if !ok {
				continue
			}
			switch strings.TrimSpace(k) {
			case "model name":
				model = strings.TrimSpace(v)
			case "processor":
				cores++
			}
		}
		f.Close()
	}
	mem := ""
	if withMemory {
		if b, err := ProcBytes("/proc/meminfo", "MemTotal"); err == nil {
			mem = fmt.Sprintf(", %.1f GiB memory", float64(b)/(1<<30))
		}
	}
	kernel, _ := exec.Command("uname", "-sr").Output()
	return fmt.Sprintf("%s, %d logical CPUs%s, %s/%s, %s", model, cores, mem, runtime.GOOS, runtime.GOARCH, strings.TrimSpace(string(kernel)))
}

// ProcBytes reads a "Key: N kB" line of a /proc file (/proc/meminfo, /proc/PID/status) as bytes.
func ProcBytes(path, key string) (int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, value, ok := strings.Cut(sc.Text(), ":")
		if ok && name == key {
			var kb int64
			if _, err := fmt.Sscan(strings.TrimSuffix(strings.TrimSpace(value), " kB"), &kb); err != nil {
				return 0, err
			}
			return kb * 1024, nil
		}
	}
	return 0, fmt.Errorf("no %s in %s", key, path)
}
