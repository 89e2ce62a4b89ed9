package problem

import (
	"errors"
	"net/url"
)

// Redacted is the error's text without the URL a failed HTTP request names: a node's URL may
// hold an API key. The text of an error that says it is already without it (a method
// URLRedacted, as internal/chain/nodes' errors have; alone or joined with others) is kept whole.
func Redacted(err error) string {
	var clean interface{ URLRedacted() }
	if errors.As(err, &clean) {
		return err.Error()
	}
	var urlErr *url.Error
	if errors.As(err, &urlErr) {
		return urlErr.Op + ": " + urlErr.Err.Error()
	}
	return err.Error()
}
