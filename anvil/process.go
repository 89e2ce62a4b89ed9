// Package anvil runs Foundry's anvil, a local EVM node, listening on loopback: fresh, or forking
// another chain at a pinned block. It is a testcontainers-go module for integrators' tests and
// the launcher tradeprep's own suites and tools use (the e2e suite, replay, the benchmark, the
// reliability run, the conformance run on anvil).
//
//	img, err := anvil.ResolveImage(ctx, true) // $ANVIL_IMAGE, else the local build, else Foundry's
//	c, err := anvil.Run(ctx, img, anvil.WithChainID(31337), anvil.WithForkURL(url), anvil.WithForkBlockNumber(n))
//	testcontainers.CleanupContainer(t, c)
//	require.NoError(t, err)
//	client, _ := ethclient.Dial(c.RPCURL())
//
// One launcher, Launch (launch.go), chooses between the two ways to run it, and one resolver,
// ResolveImage, chooses the image ($ANVIL_IMAGE, else the local build LocalImage, else
// DefaultImage, pulled only when the caller allows it). Launch{}.Start runs a container when a
// Docker daemon answers and otherwise, unless DockerRequired (CI=true, or
// TRADEPREP_E2E_REQUIRE_DOCKER=1), a local process with a loud warning;
// Launch{ProcessFirst: true} the other way round (a replay), Launch{ProcessOnly: true} never a
// container (the benchmark, the reliability run), Launch{NoPull: true} never pulls (tests). The
// two ways it chooses between are there for a caller that has chosen already: Run, a
// testcontainers-go module's container with host networking, and RunProcess, a local process;
// both take the same Options and give a *Container.
//
// The package changes no environment: testcontainers' reaper (TESTCONTAINERS_RYUK_DISABLED) is
// the caller's to turn off, before its first Docker call; Launch{NoPull: true} refuses to run a
// container while it is on (ErrReaperOn), since its image would be pulled.
//
// A chain saved with DumpState starts again from the file with WithState (a state fixture:
// the platform deployed once, loaded in a second; state.go).
//
// The binary of a local process is found by Locate, the one lookup: $ANVIL_BIN, the npm
// toolchain's beside the running binary or above the working directory, or PATH.
package anvil

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// node is a running anvil process (RunProcess's).
type node struct {
	URL  string
	cmd  *exec.Cmd
	home string // the process's own FOUNDRY_HOME and HOME, removed when it stops
	done chan struct{}
	once sync.Once
}

// NpmAnvil is where the project's npm toolchain (`make toolchain`) installs anvil, below the
// directory that holds node_modules.
const NpmAnvil = "node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil"

// Found is a local anvil binary and where Locate found it.
type Found struct {
	Path string
	// Where says which step of the lookup found it, in words: "$ANVIL_BIN", "node_modules
	// beside the running binary /x/tradeprep", "node_modules above the working directory /x"
	// or "PATH".
	Where string
}

// executable is os.Executable; tests stand a binary elsewhere in its place.
var executable = os.Executable

// Locate finds a local anvil, in this order:
//
//  1. $ANVIL_BIN;
//  2. the toolchain's anvil (NpmAnvil) in node_modules beside the running binary (symlinks
//     resolved): in its directory or any above it (a tradeprep built into the repository,
//     bin/tradeprep, run from any working directory);
//  3. the same in node_modules in the working directory or any above it (go test and go run,
//     whose binaries live in a temporary directory);
//  4. anvil on PATH.
//
// What it finds must be an executable file: $ANVIL_BIN naming anything else is an error naming
// it, never a fall through to the next step.
func Locate() (Found, error) {
	f, err := locate()
	if err != nil {
		return Found{}, err
	}
	st, err := os.Stat(f.Path)
	if err != nil {
		return Found{}, fmt.Errorf("%s (from %s): %w", f.Path, f.Where, err)
	}
	if st.IsDir() || st.Mode()&0o111 == 0 {
		return Found{}, fmt.Errorf("%s (from %s) is not an executable file", f.Path, f.Where)
	}
	return f, nil
}

// locate is Locate's lookup, unchecked.
func locate() (Found, error) {
	if b := os.Getenv("ANVIL_BIN"); b != "" {
		return Found{Path: b, Where: "$ANVIL_BIN"}, nil
	}
	if exe, err := executable(); err == nil {
		if resolved, err := filepath.EvalSymlinks(exe); err == nil {
			exe = resolved
		}
		if p, ok := npmAnvilAbove(filepath.Dir(exe)); ok {
			return Found{Path: p, Where: "node_modules beside the running binary " + exe}, nil
		}
	}
	if wd, err := os.Getwd(); err == nil {
		if p, ok := npmAnvilAbove(wd); ok {
			return Found{Path: p, Where: "node_modules above the working directory " + wd}, nil
		}
	}
	p, err := exec.LookPath("anvil")
	if err != nil {
		return Found{}, fmt.Errorf("$ANVIL_BIN is not set, there is no %s above the running binary or the working directory, and %w", NpmAnvil, err)
	}
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return Found{Path: p, Where: "PATH"}, nil
}

// npmAnvilAbove is NpmAnvil below dir or the nearest of its parents that has it.
func npmAnvilAbove(dir string) (string, bool) {
	for {
		p := filepath.Join(dir, NpmAnvil)
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

// Version is the version the anvil at path reports (`anvil --version`, whose first line is
// "anvil Version: 1.7.1"; older releases print "anvil 0.2.0 (...)"): "1.7.1".
func Version(ctx context.Context, path string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, path, "--version").Output()
	if err != nil {
		return "", fmt.Errorf("%s --version: %w", path, err)
	}
	first, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
	first = strings.TrimSpace(first)
	for _, prefix := range []string{"anvil Version:", "anvil"} {
		if rest, ok := strings.CutPrefix(first, prefix); ok {
			return strings.TrimSpace(rest), nil
		}
	}
	if first == "" {
		return "", fmt.Errorf("%s --version printed nothing", path)
	}
	return first, nil
}

// portAttempts bounds how often RunProcess chooses a port again because the one it chose was
// taken before anvil bound it. A port FreePort found free can be taken before anvil binds it:
// CI saw "address already in use" while other test packages ran beside it.
const portAttempts = 5

// errPortTaken marks startNodeOn's error when its port is already held.
var errPortTaken = errors.New("port already in use")

// startNodeOn runs the anvil Locate finds on 127.0.0.1 at port with args added, and waits until
// it listens; a forkCache directory stands for anvil's RPC cache (~/.foundry/cache/rpc) in the
// process's home; log, when not nil, gets every line anvil prints.
func startNodeOn(ctx context.Context, port int, forkCache string, log io.Writer, args ...string) (*node, error) {
	found, err := Locate()
	if err != nil {
		return nil, fmt.Errorf("anvil binary: %w", err)
	}
	bin := found.Path
	// a port something already holds fails here, at once: anvil would report it only on its
	// own output, and under load its exit could come after the wait below gave up on it
	if ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port))); err != nil {
		return nil, fmt.Errorf("anvil: port %d: %w: %w", port, errPortTaken, err)
	} else if err := ln.Close(); err != nil {
		return nil, fmt.Errorf("anvil: port %d: %w", port, err)
	}
	full := append([]string{"--host", "127.0.0.1", "--port", strconv.Itoa(port)}, args...)
	cmd := exec.Command(bin, full...)
	// anvil keeps the states it moves out of memory in ~/.foundry/anvil/tmp and never removes
	// them: a process of its own home, removed when it stops, leaves nothing behind (on the
	// machine where this was found, 107 such directories held 70 GB)
	home, err := os.MkdirTemp("", "tradeprep-anvil-home-")
	if err != nil {
		return nil, err
	}
	if forkCache != "" {
		if err := linkForkCache(home, forkCache); err != nil {
			os.RemoveAll(home)
			return nil, err
		}
	}
	cmd.Env = append(os.Environ(), "FOUNDRY_HOME="+home, "HOME="+home)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		os.RemoveAll(home)
		return nil, err
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		os.RemoveAll(home)
		return nil, fmt.Errorf("start %s: %w", bin, err)
	}
	n := &node{URL: fmt.Sprintf("http://127.0.0.1:%d", port), cmd: cmd, home: home, done: make(chan struct{})}
	ready := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stdout)
		signaled := false
		for sc.Scan() {
			if log != nil {
				fmt.Fprintln(log, sc.Text())
			}
			if !signaled && strings.Contains(sc.Text(), "Listening on") {
				close(ready)
				signaled = true
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
		_ = cmd.Wait()
		_ = os.RemoveAll(home)
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

// linkForkCache makes home's ~/.foundry/cache/rpc, where anvil keeps its RPC cache, the fork
// cache directory (removing the home later removes the link, not the cache).
func linkForkCache(home, forkCache string) error {
	dir := filepath.Join(home, ".foundry", "cache")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.Symlink(forkCache, filepath.Join(dir, "rpc"))
}

// Pid is the process id.
func (n *node) Pid() int { return n.cmd.Process.Pid }

// Close stops the process and waits for it; it may be called more than once. anvil gets
// SIGTERM, on which it writes its fork cache and exits, and is killed if it has not exited
// stopGrace later.
func (n *node) Close() {
	n.once.Do(func() {
		if n.cmd.Process != nil {
			if n.cmd.Process.Signal(syscall.SIGTERM) != nil {
				_ = n.cmd.Process.Kill()
			}
			select {
			case <-n.done:
				return
			case <-time.After(stopGrace):
				_ = n.cmd.Process.Kill()
			}
		}
		<-n.done
	})
}

// FreePort is a TCP port on 127.0.0.1 that nothing listens on now and that this process has
// not handed out before. It is taken below the kernel's range of ephemeral ports when that range
// is known (/proc/sys/net/ipv4/ip_local_port_range): a port there is never the source port the
// kernel gives an outgoing connection of another process between this check and anvil's bind
// (CI saw "address already in use" while other test packages ran beside it), and two instances
// of a pool, started side by side, never get the same one. (internal/tooling/loopback has the
// module's own; this public package imports none of the module's internal ones.)
func FreePort() (int, error) {
	handedOut.Lock()
	defer handedOut.Unlock()
	if low := ephemeralLow(); low > belowEphemeral+1024 {
		for range 64 {
			p := low - 1 - rand.IntN(belowEphemeral)
			if !handedOut.ports[p] && listenable(p) {
				handedOut.ports[p] = true
				return p, nil
			}
		}
	}
	for range 64 {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return 0, err
		}
		p := ln.Addr().(*net.TCPAddr).Port
		if err := ln.Close(); err != nil {
			return 0, err
		}
		if !handedOut.ports[p] {
			handedOut.ports[p] = true
			return p, nil
		}
	}
	return 0, errors.New("anvil: no free port on 127.0.0.1 that this process has not handed out already")
}

// belowEphemeral is how many ports below the ephemeral range FreePort chooses from.
const belowEphemeral = 8192

// handedOut are the ports FreePort answered in this process.
var handedOut = struct {
	sync.Mutex
	ports map[int]bool
}{ports: map[int]bool{}}

// ephemeralLow is the first port of the kernel's ephemeral range; 0 when it cannot be read.
func ephemeralLow() int {
	b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) != 2 {
		return 0
	}
	low, err := strconv.Atoi(f[0])
	if err != nil {
		return 0
	}
	return low
}

// listenable says whether a listener can bind 127.0.0.1:port now.
func listenable(port int) bool {
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		return false
	}
	return ln.Close() == nil
}
