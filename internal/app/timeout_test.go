package app

import (
	"net/http"
	"time"
)

// The package's tests ask the service with http.Get and http.Post: a request that never
// answers fails its test within two minutes (naming the request) rather than holding the
// whole package until go test's -timeout.
func init() { http.DefaultClient.Timeout = 2 * time.Minute }
