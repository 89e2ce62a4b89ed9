package apitest

import (
	"bytes"
	"sync"
)

// LogBuffer is an io.Writer that a test reads while a server (or a Run of the binary, or an
// actor command) writes to it from other goroutines: a log or an output stream.
type LogBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *LogBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// String is everything written so far.
func (l *LogBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
