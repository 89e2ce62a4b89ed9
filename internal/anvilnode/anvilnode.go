// Package anvilnode starts anvil, Foundry's local EVM node, listening on loopback, for the tests
// and tools that need a real chain with anvil's controls (snapshots, reorgs, mining on demand,
// forks at a pinned block): the e2e suite, internal/replay and internal/bench all start it here.
//
// Two ways to run it:
//
//   - as a local process: Start / StartOn (raw anvil arguments, a *Node) or RunProcess (the
//     options below, a *Container);
//   - in a container through testcontainers-go: Run, or Launch, which runs a container when a
//     Docker daemon answers and otherwise, unless DockerRequired, a local process with a loud
//     warning.
//
// e2e/anvil is the public testcontainers-go module integrators import; it is a thin wrapper
// over this package.
package anvilnode

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Node is a running anvil process.
type Node struct {
	URL  string
	cmd  *exec.Cmd
	done chan struct{}
	once sync.Once
}

// Binary finds a local anvil: $ANVIL_BIN, node_modules of the repository (searched upwards from
// the working directory), or PATH.
func Binary() (string, error) {
	if b := os.Getenv("ANVIL_BIN"); b != "" {
		return b, nil
	}
	dir, _ := os.Getwd()
	for dir != "" && dir != "/" {
		p := dir + "/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil"
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
		dir = dir[:strings.LastIndex(dir, "/")]
	}
	return exec.LookPath("anvil")
}

// Start runs anvil on 127.0.0.1 at a free port with args added to its defaults and waits until
// it listens. Close stops it.
func Start(ctx context.Context, args ...string) (*Node, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	return StartOn(ctx, port, args...)
}

// StartOn is Start on a given loopback port.
func StartOn(ctx context.Context, port int, args ...string) (*Node, error) {
	bin, err := Binary()
	if err != nil {
		return nil, fmt.Errorf("anvil binary: %w", err)
	}
	full := append([]string{"--host", "127.0.0.1", "--port", strconv.Itoa(port)}, args...)
	cmd := exec.Command(bin, full...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	n := &Node{URL: fmt.Sprintf("http://127.0.0.1:%d", port), cmd: cmd, done: make(chan struct{})}
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stdout)
		signaled := false
		for sc.Scan() {
			if !signaled && strings.Contains(sc.Text(), "Listening on") {
				close(ready)
				signaled = true
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
		_ = cmd.Wait()
		if !signaled {
			close(ready)
		}
		close(n.done)
	}()
	select {
	case <-ready:
		select {
		case <-n.done:
			return nil, errors.New("anvil exited before listening")
		default:
			return n, nil
		}
	case <-ctx.Done():
		n.Close()
		return nil, ctx.Err()
	case <-time.After(60 * time.Second):
		n.Close()
		return nil, errors.New("anvil did not listen within 60s")
	}
}

// Pid is the process id.
func (n *Node) Pid() int { return n.cmd.Process.Pid }

// Close stops the process and waits for it; it may be called more than once.
func (n *Node) Close() {
	n.once.Do(func() {
		if n.cmd.Process != nil {
			_ = n.cmd.Process.Kill()
		}
		<-n.done
	})
}

// FreePort is a TCP port on 127.0.0.1 that nothing listens on now.
func FreePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}
