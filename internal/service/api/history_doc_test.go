package api

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/tradeprep/tradeprep/internal/platform"
	"github.com/tradeprep/tradeprep/internal/service/openapi"
)

// Every argument of every Vault event that GET /api/positions/{positionId} can show (those with
// posId as their first indexed argument) is declared in the document's PositionEvent.fields:
// a new event or argument fails here until it is documented.
func TestPositionEventFieldsAreDocumented(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas map[string]struct {
				Properties map[string]struct {
					Properties map[string]any `json:"properties"`
				} `json:"properties"`
			} `json:"schemas"`
		} `json:"components"`
	}
	require.NoError(t, json.Unmarshal(openapi.Document(), &doc))
	declared := doc.Components.Schemas["PositionEvent"].Properties["fields"].Properties
	require.NotEmpty(t, declared)
	seen := 0
	for _, ev := range platform.PositionEvents() {
		seen++
		for _, in := range ev.Inputs {
			if (ev.Name == "OrderCreated" || ev.Name == "OrderEdited") && in.Name == "params" {
				continue // named by order type
			}
			require.Contains(t, declared, in.Name, "%s.%s", ev.Name, in.Name)
		}
	}
	require.GreaterOrEqual(t, seen, 13, "every position and order event has posId first")
}
