package client

// PreparedTrade is what every answer that prepares a Vault transaction holds (newposition,
// closeposition, cancelorder): the transaction, its simulation, what the keeper's round after it
// does, and the balance changes. It lets one piece of code read any of the three answers.
type PreparedTrade struct {
	Transaction Transaction
	Simulation  Simulation
	Outcome     *Outcome // nil where the answer has none
	Effects     Effects
}

// Prepared is the prepared trade of a 200 answer; nil for any other answer.
func (r *NewPositionResult) Prepared() *PreparedTrade {
	if j := r.JSON200; j != nil {
		return tradeOf(j.Transaction, j.Simulation, j.Outcome, j.Effects)
	}
	return nil
}

// Prepared is the prepared trade of a 200 answer; nil for any other answer.
func (r *ClosePositionResult) Prepared() *PreparedTrade {
	if j := r.JSON200; j != nil {
		return tradeOf(j.Transaction, j.Simulation, j.Outcome, j.Effects)
	}
	return nil
}

// Prepared is the prepared trade of a 200 answer; nil for any other answer.
func (r *CancelOrderResult) Prepared() *PreparedTrade {
	if j := r.JSON200; j != nil {
		return tradeOf(j.Transaction, j.Simulation, j.Outcome, j.Effects)
	}
	return nil
}

func tradeOf(tx Transaction, sim Simulation, o Outcome, effects Effects) *PreparedTrade {
	t := &PreparedTrade{Transaction: tx, Simulation: sim, Effects: effects}
	if o.Status != "" {
		t.Outcome = &o
	}
	return t
}
