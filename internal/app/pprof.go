package app

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/pprof"
	"time"
)

// serveProfiler serves Go's profiler (net/http/pprof) on addr, a loopback address apart from the
// API's listener (config checks it), and returns what stops it. make bench takes the service's
// CPU and allocation profiles from it.
func serveProfiler(addr string, stdout io.Writer) (stop func(), err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	fmt.Fprintf(stdout, "tradeprep: profiler on http://%s/debug/pprof/\n", ln.Addr())
	return func() { _ = srv.Close() }, nil
}
