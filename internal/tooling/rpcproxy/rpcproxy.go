// Package rpcproxy forwards JSON-RPC over HTTP to a node, for what stands between the service
// and its node on purpose: the benchmark's latency proxy, and tests that count, delay or fake a
// node's answers. Each of them reads the request body, does its part, and calls Forward.
package rpcproxy

import (
	"bytes"
	"io"
	"net/http"
)

// Forward posts body to target with r's content type (application/json when r has none) and
// copies the node's status, content type and body to w; a transport failure is a 502 with its
// error. client nil: http.DefaultClient.
func Forward(w http.ResponseWriter, r *http.Request, client *http.Client, target string, body []byte) {
	if client == nil {
		client = http.DefaultClient
	}
	req, err := http.NewRequestWithContext(r.Context(), http.MethodPost, target, bytes.NewReader(body))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	contentType := r.Header.Get("Content-Type")
	if contentType == "" {
		contentType = "application/json"
	}
	req.Header.Set("Content-Type", contentType)
	res, err := client.Do(req)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	defer res.Body.Close()
	w.Header().Set("Content-Type", res.Header.Get("Content-Type"))
	w.WriteHeader(res.StatusCode)
	_, _ = io.Copy(w, res.Body)
}
