package bench

import (
	"fmt"
	"os"
)

// machineCPUs is the CPUs the benchmark may use, read before it places any process.
var machineCPUs = allCPUs()

// NodeCores values: how the latency-injected comparison places the processes on the CPUs.
const (
	// NodeCoresOwn: the node (both anvils) on half of the CPUs, everything else (this process
	// with its load generator, proxies and direct client, the service, the forwarder) on the
	// other half, as a node on another machine would not share the service's CPUs; then the
	// largest cell once more with every process on every CPU, for comparison.
	NodeCoresOwn = "own"
	// NodeCoresShared: every process on every CPU, as in the other sections.
	NodeCoresShared = "shared"
)

// splitCPUs is cpus in two halves, the node's first; nil, nil when there are fewer than two.
func splitCPUs(cpus []int) (node, rest []int) {
	if len(cpus) < 2 {
		return nil, nil
	}
	h := len(cpus) / 2
	return cpus[:h], cpus[h:]
}

// placeNode puts both anvils on the CPUs node, and this process and the processes pids on
// the CPUs rest.
func (e *env) placeNode(node, rest []int, pids ...int) error {
	for _, pid := range []int{e.dest.Pid(), e.src.Pid()} {
		if err := pin(pid, node); err != nil {
			return fmt.Errorf("anvil's CPUs: %w", err)
		}
	}
	for _, pid := range append([]int{os.Getpid()}, pids...) {
		if err := pin(pid, rest); err != nil {
			return fmt.Errorf("CPUs of process %d: %w", pid, err)
		}
	}
	return nil
}

// cpuList is cpus as text: "0", "0-3", "0,2".
func cpuList(cpus []int) string {
	if len(cpus) == 0 {
		return "none"
	}
	contiguous := true
	for i := 1; i < len(cpus); i++ {
		contiguous = contiguous && cpus[i] == cpus[i-1]+1
	}
	switch {
	case len(cpus) == 1:
		return fmt.Sprint(cpus[0])
	case contiguous:
		return fmt.Sprintf("%d-%d", cpus[0], cpus[len(cpus)-1])
	}
	out := fmt.Sprint(cpus[0])
	for _, c := range cpus[1:] {
		out += fmt.Sprintf(",%d", c)
	}
	return out
}
