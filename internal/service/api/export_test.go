package api

// The server of the external tests (package api_test): buildServer and its options.
type ServerOptions = serverOptions

var NewServer = buildServer
