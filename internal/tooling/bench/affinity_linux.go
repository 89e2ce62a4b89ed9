package bench

import (
	"errors"
	"fmt"
	"os"
	"strconv"

	"golang.org/x/sys/unix"
)

// pin puts every thread of process pid on the CPUs cpus, so that the threads it starts later
// inherit them. Threads are read twice, for those started while the first pass ran.
func pin(pid int, cpus []int) error {
	var set unix.CPUSet
	for _, c := range cpus {
		set.Set(c)
	}
	for range 2 {
		tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
		if err != nil {
			return fmt.Errorf("threads of process %d: %w", pid, err)
		}
		for _, t := range tasks {
			tid, err := strconv.Atoi(t.Name())
			if err != nil {
				continue
			}
			if err := unix.SchedSetaffinity(tid, &set); err != nil && !errors.Is(err, unix.ESRCH) {
				return fmt.Errorf("CPUs of thread %d of process %d: %w", tid, pid, err)
			}
		}
	}
	return nil
}

// cpusOf is the set of CPUs the thread tid may run on.
func cpusOf(tid int) ([]int, error) {
	var set unix.CPUSet
	if err := unix.SchedGetaffinity(tid, &set); err != nil {
		return nil, err
	}
	var out []int
	for c := range 1024 {
		if set.IsSet(c) {
			out = append(out, c)
		}
	}
	return out, nil
}

// allCPUs is the CPUs this thread may run on.
func allCPUs() []int {
	cpus, err := cpusOf(0)
	if err != nil || len(cpus) == 0 {
		return nil
	}
	return cpus
}
