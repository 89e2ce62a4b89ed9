package bench

import (
	"os/exec"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestSplitCPUsAndList(t *testing.T) {
	node, rest := splitCPUs([]int{0, 1})
	require.Equal(t, []int{0}, node)
	require.Equal(t, []int{1}, rest)
	node, rest = splitCPUs([]int{0, 1, 2, 3, 4})
	require.Equal(t, []int{0, 1}, node)
	require.Equal(t, []int{2, 3, 4}, rest)
	node, rest = splitCPUs([]int{3})
	require.Nil(t, node, "one CPU cannot be split")
	require.Nil(t, rest)
	require.Equal(t, "0", cpuList([]int{0}))
	require.Equal(t, "2-4", cpuList([]int{2, 3, 4}))
	require.Equal(t, "0,2,5", cpuList([]int{0, 2, 5}))
	require.Equal(t, "none", cpuList(nil))
}

// pin moves a running process, every thread of it, onto the CPUs named, and back.
func TestPinAProcess(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("CPU placement needs Linux")
	}
	if len(machineCPUs) < 2 {
		t.Skip("one CPU: nothing to place apart")
	}
	cmd := exec.Command("sleep", "30")
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	pid := cmd.Process.Pid

	node, _ := splitCPUs(machineCPUs)
	require.NoError(t, pin(pid, node))
	got, err := cpusOf(pid)
	require.NoError(t, err)
	require.Equal(t, node, got)
	require.NoError(t, pin(pid, machineCPUs))
	got, err = cpusOf(pid)
	require.NoError(t, err)
	require.Equal(t, machineCPUs, got)
	require.Error(t, pin(1<<30, node), "no such process")
}
