package history

import "github.com/tradeprep/tradeprep/internal/index/eventdb"

// The events of an account as the event index records them, as the HTTP layer serves them
// (GET /api/events, its stream) and Describe puts them in words: the index's own type, under
// this package's name, so that the HTTP layer reads the index through the domain and imports
// no storage package.

// Event is one event as the index recorded it (eventdb.Event).
type Event = eventdb.Event

// MaxPage is the most events one read of the index answers (eventdb.MaxPage).
const MaxPage = eventdb.MaxPage

// KindRemoved is the kind of the event that says a reorganisation took an event back
// (eventdb.KindRemoved).
const KindRemoved = eventdb.KindRemoved

// Block is a block the index recorded (eventdb.Block): its cursor of a chain is the last one.
type Block = eventdb.Block
