package api

import (
	"sync"

	"github.com/ethereum/go-ethereum/common"
)

// ownerCache remembers position owners (immutable once a position exists), bounded: when full
// it starts over, which costs one read per position again, never a wrong answer.
type ownerCache struct {
	mu  sync.Mutex
	max int
	m   map[string]common.Address
}

func newOwnerCache(max int) *ownerCache {
	return &ownerCache{max: max, m: make(map[string]common.Address)}
}

func (c *ownerCache) get(k string) (common.Address, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

func (c *ownerCache) put(k string, v common.Address) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= c.max {
		c.m = make(map[string]common.Address)
	}
	c.m[k] = v
}
