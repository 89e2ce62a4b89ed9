package api

// The server of the external tests (package api_test): newServer and its options.
type ServerOptions = serverOptions

var NewServer = newServer
