// Command nodeproxy stands between a client and a JSON-RPC node on loopback: it delays every
// request by -delay (a node far away) and appends one line per request it forwards to -log (the time, its methods and the first 300
// bytes of the request),
// so that a script can count what reached the node. e2e/own-chain.sh puts it in front of the
// chain it forks, to show that a fork with a warm cache asks the node nothing.
//
//	nodeproxy -to http://127.0.0.1:8545 -delay 20ms -log requests.log
//
// It listens on 127.0.0.1 on a port the system picks and prints "listening on URL".
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/tradeprep/tradeprep/internal/tooling/rpcproxy"
)

func main() {
	to := flag.String("to", "", "the node's JSON-RPC URL (loopback only)")
	delay := flag.Duration("delay", 0, "added to every request before it is forwarded")
	logFile := flag.String("log", "", "append one line per forwarded request here")
	flag.Parse()
	u, err := url.Parse(*to)
	if err != nil || (u.Hostname() != "127.0.0.1" && u.Hostname() != "::1" && u.Hostname() != "localhost") {
		log.Fatalf("nodeproxy: -to must be a loopback URL, got %q", *to)
	}
	if *logFile == "" {
		log.Fatal("nodeproxy: -log is required")
	}
	f, err := os.OpenFile(*logFile, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		log.Fatalf("nodeproxy: %v", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatalf("nodeproxy: %v", err)
	}
	fmt.Printf("listening on http://%s\n", ln.Addr())
	var mu sync.Mutex
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		time.Sleep(*delay)
		mu.Lock()
		fmt.Fprintf(f, "%s %s %.300s\n", time.Now().UTC().Format(time.RFC3339Nano), methods(body), body)
		mu.Unlock()
		rpcproxy.Forward(w, r, nil, *to, body)
	})
	log.Fatal(http.Serve(ln, h))
}

// methods names the JSON-RPC methods of a request or a batch ("?" for what is not JSON-RPC).
func methods(body []byte) string {
	var one struct{ Method string }
	if json.Unmarshal(body, &one) == nil && one.Method != "" {
		return one.Method
	}
	var batch []struct{ Method string }
	if json.Unmarshal(body, &batch) != nil || len(batch) == 0 {
		return "?"
	}
	names := make([]string, len(batch))
	for i, m := range batch {
		names[i] = m.Method
	}
	return "batch:" + strings.Join(names, ",")
}
