package anvil

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"time"

	"github.com/containerd/errdefs"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/mount"
	"github.com/moby/moby/client"
	"github.com/testcontainers/testcontainers-go"
	"github.com/testcontainers/testcontainers-go/wait"
)

// Images.
const (
	// DefaultImage is Foundry's official image; its entrypoint is overridden with anvil.
	DefaultImage = "ghcr.io/foundry-rs/foundry:v1.7.1"
	// LocalImage is what `make anvil-image` builds from the npm anvil binary.
	LocalImage = "tradeprep/anvil:1.7.1"
)

// Mnemonic of anvil's default dev accounts.
const Mnemonic = "test test test test test test test test test test test junk"

type settings struct {
	chainID    uint64
	forkURL    string
	forkBlock  *uint64 // nil: the forked chain's head
	blockTime  time.Duration
	accounts   int
	balance    uint64
	port       int
	portChosen bool // port was chosen by FreePort, not given with WithPort: another may be chosen
	gasLimit   uint64
	extra      []string
	forkCache  string // "": none; absolute once resolved
	offline    bool   // WithForkOffline: the fork cache's front never asks the upstream
	forkVia    string // the fork cache's front, which anvil forks in place of forkURL
	state      string // WithState's file: "": none; absolute once resolved
	log        io.Writer
}

// Option configures anvil. It is a testcontainers.ContainerCustomizer so that it mixes with
// testcontainers' own options in Run.
type Option func(*settings)

// Customize does nothing to the request: Run reads Options before building it.
func (Option) Customize(*testcontainers.GenericContainerRequest) error { return nil }

// Customizers turns Options into the arguments of Run, RunProcess and Launch.Start.
func Customizers(opts ...Option) []testcontainers.ContainerCustomizer {
	out := make([]testcontainers.ContainerCustomizer, len(opts))
	for i, o := range opts {
		out[i] = o
	}
	return out
}

// WithChainID sets the chain id (default 31337; a fork keeps the forked chain's unless set).
func WithChainID(id uint64) Option { return func(s *settings) { s.chainID = id } }

// WithForkURL forks the chain at url.
func WithForkURL(url string) Option { return func(s *settings) { s.forkURL = url } }

// WithForkBlockNumber pins the fork to a block.
func WithForkBlockNumber(n uint64) Option { return func(s *settings) { s.forkBlock = &n } }

// WithForkCache keeps what the fork reads from the chain it forks in dir, a directory the
// caller owns (the parent must exist; dir itself is created when missing), so that the next fork
// of the same chain at the same block reads it from there, and needs no upstream node once
// everything it reads is cached. It needs WithForkURL and WithForkBlockNumber (a fork at the
// head cannot be cached). A container mounts dir. anvil writes its part when it stops: Close
// stops it with SIGTERM and waits for it. Forks of several chains and blocks may share dir; see
// forkcache.go.
func WithForkCache(dir string) Option { return func(s *settings) { s.forkCache = dir } }

// WithForkOffline runs a cached fork (WithForkCache, warm: its answers file must exist) with
// no upstream at all: nothing is sent to the fork URL. What the cache holds is answered; a
// lookup of a block or transaction by a hash the cache has not seen is answered as absent (null:
// offline, the cache stands for the chain up to the pinned block, and the fork's own blocks and
// transactions are anvil's); any other read the cache does not hold is an error naming it,
// never a guess.
func WithForkOffline() Option { return func(s *settings) { s.offline = true } }

// WithBlockTime mines a block every d instead of one per transaction.
func WithBlockTime(d time.Duration) Option { return func(s *settings) { s.blockTime = d } }

// WithAccounts sets how many dev accounts anvil funds (default 10).
func WithAccounts(n int) Option { return func(s *settings) { s.accounts = n } }

// WithBalance sets each dev account's balance in ETH (default 10000).
func WithBalance(eth uint64) Option { return func(s *settings) { s.balance = eth } }

// WithPort makes anvil listen on 127.0.0.1:port instead of a free port.
func WithPort(port int) Option { return func(s *settings) { s.port = port } }

// WithGasLimit sets the block gas limit.
func WithGasLimit(gas uint64) Option { return func(s *settings) { s.gasLimit = gas } }

// WithArgs appends raw anvil arguments.
func WithArgs(args ...string) Option { return func(s *settings) { s.extra = append(s.extra, args...) } }

// WithLog copies every line a local anvil process prints to w (RunProcess; a container's output
// is the container's log).
func WithLog(w io.Writer) Option { return func(s *settings) { s.log = w } }

// Container is a running anvil, in a container or, as a fallback, a local process.
type Container struct {
	testcontainers.Container // nil for a local process
	rpcURL                   string
	proc                     *node      // nil for a container
	front                    *forkFront // nil without WithForkCache
}

// stopGrace is how long Close lets anvil flush its fork cache and exit after SIGTERM before it
// is killed.
const stopGrace = 30 * time.Second

// ForkCacheForwarded is how many requests a fork with WithForkCache sent to the upstream node
// so far (0 without WithForkCache): none once its cache holds everything it read.
func (c *Container) ForkCacheForwarded() int64 {
	if c == nil || c.front == nil {
		return 0
	}
	return c.front.Forwarded()
}

// RPCURL is anvil's HTTP JSON-RPC endpoint on loopback.
func (c *Container) RPCURL() string { return c.rpcURL }

// IsProcess reports whether anvil runs as a local process rather than a container.
func (c *Container) IsProcess() bool { return c.proc != nil }

// Pid is the process id of a local-process anvil, 0 for a container.
func (c *Container) Pid() int {
	if c.proc == nil {
		return 0
	}
	return c.proc.Pid()
}

// Close ends a local-process anvil or terminates the container, letting anvil write its fork
// cache (WithForkCache) first.
func (c *Container) Close(ctx context.Context) error {
	if c == nil {
		return nil
	}
	return c.Terminate(ctx)
}

// Terminate is Close with testcontainers' options, for testcontainers.CleanupContainer and
// TerminateContainer: a container stops with the grace period anvil needs to write its fork
// cache (docker stop sends SIGTERM and kills only after it) unless opts set another, and the
// fork cache's answers are saved.
func (c *Container) Terminate(ctx context.Context, opts ...testcontainers.TerminateOption) error {
	if c == nil {
		return nil
	}
	var err error
	if c.proc != nil {
		c.proc.Close()
	} else if c.Container != nil {
		err = c.Container.Terminate(ctx, append([]testcontainers.TerminateOption{testcontainers.StopTimeout(stopGrace)}, opts...)...)
	}
	if c.front != nil {
		err = errors.Join(err, c.front.close())
	}
	return err
}

func resolve(opts []testcontainers.ContainerCustomizer) (*settings, []testcontainers.ContainerCustomizer, error) {
	s := &settings{accounts: 10, balance: 10000}
	var rest []testcontainers.ContainerCustomizer
	for _, o := range opts {
		if opt, ok := o.(Option); ok {
			opt(s)
			continue
		}
		rest = append(rest, o)
	}
	if err := s.checkForkCache(); err != nil {
		return nil, nil, err
	}
	if err := s.checkState(); err != nil {
		return nil, nil, err
	}
	if s.port == 0 {
		p, err := FreePort()
		if err != nil {
			return nil, nil, err
		}
		s.port, s.portChosen = p, true
	}
	return s, rest, nil
}

// args are a container's anvil arguments.
func (s *settings) args() []string {
	a := append([]string{"--host", "127.0.0.1", "--port", strconv.Itoa(s.port)}, s.chainArgs()...)
	return append(a, s.stateArgs(true)...)
}

// chainArgs are the arguments other than where anvil listens.
func (s *settings) chainArgs() []string {
	a := []string{"--accounts", strconv.Itoa(s.accounts), "--balance", strconv.FormatUint(s.balance, 10)}
	if s.chainID != 0 {
		a = append(a, "--chain-id", strconv.FormatUint(s.chainID, 10))
	}
	if s.forkURL != "" {
		url := s.forkURL
		if s.forkVia != "" {
			url = s.forkVia
		}
		a = append(a, "--fork-url", url)
		if s.forkBlock != nil {
			a = append(a, "--fork-block-number", strconv.FormatUint(*s.forkBlock, 10))
		}
	}
	if s.blockTime > 0 {
		a = append(a, "--block-time", strconv.FormatFloat(s.blockTime.Seconds(), 'f', -1, 64))
	}
	if s.gasLimit > 0 {
		a = append(a, "--gas-limit", strconv.FormatUint(s.gasLimit, 10))
	}
	return append(a, s.extra...)
}

// Run starts anvil in a container of img with host networking, listening on 127.0.0.1. Module
// defaults come first, the caller's testcontainers options after them. As testcontainers
// modules do, it returns the container even with an error, for cleanup.
func Run(ctx context.Context, img string, opts ...testcontainers.ContainerCustomizer) (*Container, error) {
	s, rest, err := resolve(opts)
	if err != nil {
		return nil, err
	}
	front, err := s.startFront()
	if err != nil {
		return nil, err
	}
	all := []testcontainers.ContainerCustomizer{
		testcontainers.WithEntrypoint("anvil"),
		testcontainers.WithCmd(s.args()...),
		testcontainers.WithHostConfigModifier(func(hc *container.HostConfig) { hc.NetworkMode = "host" }),
		testcontainers.WithWaitStrategy(wait.ForLog("Listening on").WithStartupTimeout(90 * time.Second)),
		testcontainers.WithLabels(map[string]string{"tradeprep.e2e": "anvil"}),
	}
	if s.forkCache != "" {
		all = append(all, s.cacheMount()...)
	}
	if s.state != "" {
		all = append(all, s.stateMount())
	}
	all = append(all, rest...)
	ctr, err := testcontainers.Run(ctx, img, all...)
	if ctr == nil {
		if front != nil {
			err = errors.Join(err, front.close())
		}
		return nil, fmt.Errorf("run anvil container %s: %w", img, err)
	}
	c := &Container{Container: ctr, rpcURL: fmt.Sprintf("http://127.0.0.1:%d", s.port), front: front}
	if err != nil {
		return c, fmt.Errorf("run anvil container %s: %w", img, err)
	}
	return c, nil
}

// RunProcess starts anvil as a local process (the binary Locate finds: $ANVIL_BIN, the npm
// toolchain's beside the running binary or above the working directory, or PATH) with the
// options of Run; testcontainers' own options are ignored.
func RunProcess(ctx context.Context, opts ...testcontainers.ContainerCustomizer) (*Container, error) {
	s, _, err := resolve(opts)
	if err != nil {
		return nil, err
	}
	front, err := s.startFront()
	if err != nil {
		return nil, err
	}
	args := append(s.chainArgs(), s.stateArgs(false)...)
	n, err := startNodeOn(ctx, s.port, s.forkCache, s.log, args...)
	// a port chosen here (not the caller's WithPort) and taken before anvil bound it: another
	// is chosen
	for attempt := 1; errors.Is(err, errPortTaken) && s.portChosen && attempt < portAttempts; attempt++ {
		var port int
		if port, err = FreePort(); err != nil {
			break
		}
		s.port = port
		n, err = startNodeOn(ctx, s.port, s.forkCache, s.log, args...)
	}
	if err != nil {
		if front != nil {
			err = errors.Join(err, front.close())
		}
		return nil, err
	}
	return &Container{rpcURL: n.URL, proc: n, front: front}, nil
}

// startFront starts the fork cache's front, which anvil then forks (nil without a cache).
func (s *settings) startFront() (*forkFront, error) {
	if s.forkCache == "" {
		return nil, nil
	}
	f, err := startForkFront(s.forkURL, s.forkCache, *s.forkBlock, s.offline)
	if err != nil {
		return nil, err
	}
	s.forkVia = f.url
	return f, nil
}

// containerHome is HOME in the container: anvil's RPC cache, ~/.foundry/cache/rpc, is the fork
// cache mounted; its other files (states moved out of memory) go to a tmpfs.
const containerHome = "/home/anvil"

// cacheMount mounts the fork cache where anvil keeps its RPC cache, and runs anvil as the
// caller's user so that what it writes there is the caller's.
func (s *settings) cacheMount() []testcontainers.ContainerCustomizer {
	return []testcontainers.ContainerCustomizer{
		testcontainers.WithEnv(map[string]string{"HOME": containerHome}),
		testcontainers.WithConfigModifier(func(c *container.Config) {
			c.User = fmt.Sprintf("%d:%d", os.Getuid(), os.Getgid())
		}),
		testcontainers.WithHostConfigModifier(func(hc *container.HostConfig) {
			hc.Mounts = append(hc.Mounts, mount.Mount{Type: mount.TypeBind, Source: s.forkCache, Target: containerHome + "/.foundry/cache/rpc"})
			if hc.Tmpfs == nil {
				hc.Tmpfs = map[string]string{}
			}
			hc.Tmpfs[containerHome+"/.foundry/anvil"] = "rw,mode=1777"
		}),
	}
}

// DockerRequired reports whether the fallback to a local process is forbidden: in CI
// (CI=true) and when TRADEPREP_E2E_REQUIRE_DOCKER=1.
func DockerRequired() bool {
	return os.Getenv("CI") == "true" || os.Getenv("TRADEPREP_E2E_REQUIRE_DOCKER") == "1"
}

// DockerAvailable reports whether a Docker daemon answers.
func DockerAvailable(ctx context.Context) bool {
	cli, err := testcontainers.NewDockerClientWithOpts(ctx)
	if err != nil {
		return false
	}
	defer cli.Close()
	pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	_, err = cli.Ping(pingCtx, client.PingOptions{})
	return err == nil
}

// ErrDockerRequired is Launch.Start's error when no Docker daemon answers and DockerRequired.
var ErrDockerRequired = errors.New("no Docker daemon answers and the local-process fallback is disabled (CI=true or TRADEPREP_E2E_REQUIRE_DOCKER=1)")

// FallbackWarning is the line Launch.Start writes when it runs anvil as a local process in
// place of a container.
const FallbackWarning = "!!! WARNING: no Docker daemon answers: running anvil as a LOCAL PROCESS, not in a container !!!"

// ImagePresent reports whether img is in the local Docker daemon's image store, without
// pulling it (testcontainers pulls a missing image; callers that must never reach a registry
// ask this first). An error means the daemon could not be asked.
func ImagePresent(ctx context.Context, img string) (bool, error) {
	cli, err := testcontainers.NewDockerClientWithOpts(ctx)
	if err != nil {
		return false, err
	}
	defer cli.Close()
	if _, err := cli.ImageInspect(ctx, img); err != nil {
		if errdefs.IsNotFound(err) {
			return false, nil
		}
		return false, err
	}
	return true, nil
}
