package anvil

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
)

// PoolSizeEnv names the environment variable with which a caller (a test suite, a CI job)
// overrides PoolSize; this package never reads it: the caller passes its value to
// PoolSizeFrom.
const PoolSizeEnv = "ANVIL_POOL_SIZE"

// PoolSize is the size of a pool for this machine: one instance per CPU (runtime.NumCPU()), at
// least 1.
func PoolSize() int { return max(runtime.NumCPU(), 1) }

// PoolSizeFrom is the pool size a caller's setting asks for: PoolSize when value is empty (the
// setting is not set), else value, which must be a whole number of at least 1; anything else
// is an error naming PoolSizeEnv, never a default.
func PoolSizeFrom(value string) (int, error) {
	if value == "" {
		return PoolSize(), nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(value))
	if err != nil {
		return 0, fmt.Errorf("anvil: %s=%q is not a whole number of anvil instances", PoolSizeEnv, value)
	}
	if n < 1 {
		return 0, fmt.Errorf("anvil: %s=%d: a pool needs at least 1 instance", PoolSizeEnv, n)
	}
	return n, nil
}

// ErrPoolClosed is Acquire's error once the pool is closed.
var ErrPoolClosed = errors.New("anvil: the pool is closed")

// Pool is a fixed set of anvil instances started with the same options (a fork of one chain at
// one pinned block, or one state file), for workers that run side by side, one instance each,
// as prool's pools do: Acquire takes a free instance, waiting until one is released, and
// Release gives it back. An instance keeps what its last holder did to it (blocks, balances,
// the clock): a worker that needs a clean one takes an evm_snapshot when it acquires it and
// reverts before it releases it.
//
// With WithForkCache the instances share the cache without writing over each other: each reads
// a copy of the cache and writes to its copy, and Close merges what every instance read back
// into the cache (see poolcache.go), so that the next run finds what any of them read.
type Pool struct {
	members []*Container
	free    chan *Container
	cache   *poolCache // nil without WithForkCache

	mu     sync.Mutex
	taken  map[*Container]bool
	closed chan struct{}
	once   sync.Once
	err    error // Close's
}

// NewPool starts size instances of anvil with opts through l (Launch.Start, the one way anvil
// starts), side by side. A size below 1 is an error; so is WithPort with more than one
// instance (they cannot share a port). When an instance fails to start, those that started
// are stopped and the error says which one failed.
func NewPool(ctx context.Context, size int, l Launch, opts ...Option) (*Pool, error) {
	if size < 1 {
		return nil, fmt.Errorf("anvil: a pool of %d instances: the size must be at least 1 (%s, PoolSize)", size, PoolSizeEnv)
	}
	s := &settings{}
	for _, o := range opts {
		o(s)
	}
	if s.port != 0 && size > 1 {
		return nil, fmt.Errorf("anvil: a pool of %d instances cannot share WithPort(%d): leave the port to each instance", size, s.port)
	}
	p := &Pool{free: make(chan *Container, size), taken: map[*Container]bool{}, closed: make(chan struct{})}
	if s.forkCache != "" {
		// the checks of the cache the caller named, before any copy of it is made
		if err := s.checkForkCache(); err != nil {
			return nil, err
		}
		p.cache = &poolCache{dir: s.forkCache, upstream: s.forkURL, block: *s.forkBlock}
		if file := forkCacheFile(s.forkCache, s.forkURL, *s.forkBlock); s.offline {
			if _, err := os.Stat(file); err != nil {
				return nil, fmt.Errorf("anvil: offline pool: the fork cache has no answers file %s for this URL and block (run the fork once with the node up): %w", file, err)
			}
		}
	}
	members := make([]*Container, size)
	errs := make([]error, size)
	var wg sync.WaitGroup
	for i := range size {
		wg.Add(1)
		go func() {
			defer wg.Done()
			memberOpts := opts
			if p.cache != nil {
				dir, err := p.cache.member()
				if err != nil {
					errs[i] = err
					return
				}
				memberOpts = append(append([]Option(nil), opts...), WithForkCache(dir))
			}
			c, err := l.Start(ctx, Customizers(memberOpts...)...)
			members[i] = c
			if err != nil {
				errs[i] = fmt.Errorf("anvil: pool instance %d of %d: %w", i+1, size, err)
			}
		}()
	}
	wg.Wait()
	for _, c := range members {
		if c != nil {
			p.members = append(p.members, c)
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, errors.Join(err, p.Close(context.Background()))
	}
	for _, c := range p.members {
		p.free <- c
	}
	return p, nil
}

// Size is how many instances the pool holds.
func (p *Pool) Size() int { return len(p.members) }

// Members are the pool's instances, taken or not, in the order they were started.
func (p *Pool) Members() []*Container { return append([]*Container(nil), p.members...) }

// Acquire takes a free instance, waiting until one is released; it gives up with ctx's error
// when ctx ends first, and with ErrPoolClosed when the pool is closed.
func (p *Pool) Acquire(ctx context.Context) (*Container, error) {
	select {
	case <-p.closed:
		return nil, ErrPoolClosed
	default:
	}
	select {
	case c := <-p.free:
		p.mu.Lock()
		defer p.mu.Unlock()
		select {
		case <-p.closed:
			return nil, ErrPoolClosed
		default:
		}
		p.taken[c] = true
		return c, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-p.closed:
		return nil, ErrPoolClosed
	}
}

// Release gives back an instance Acquire returned. Releasing one the pool did not hand out
// (another pool's, or one already released) is an error; after Close it does nothing.
func (p *Pool) Release(c *Container) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-p.closed:
		return nil
	default:
	}
	if !p.taken[c] {
		return errors.New("anvil: Release of an instance this pool did not hand out (or already released)")
	}
	delete(p.taken, c)
	p.free <- c
	return nil
}

// Close stops every instance, taken or not, side by side (each with the grace period anvil
// needs to write its fork cache), then merges what they read into the fork cache. Acquire
// fails from then on. It may be called more than once; later calls return the first's error.
func (p *Pool) Close(ctx context.Context) error {
	p.once.Do(func() {
		p.mu.Lock()
		close(p.closed)
		p.mu.Unlock()
		errs := make([]error, len(p.members))
		var wg sync.WaitGroup
		for i, c := range p.members {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[i] = c.Close(ctx)
			}()
		}
		wg.Wait()
		if p.cache != nil {
			errs = append(errs, p.cache.merge())
		}
		p.err = errors.Join(errs...)
	})
	return p.err
}
