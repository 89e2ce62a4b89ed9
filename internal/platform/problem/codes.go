package problem

// The stable machine codes the domain sets on an Error (Error.Code) to name a refusal more
// exactly than its kind's code does. They are the one home of the domain's codes; the API's own
// (the kinds' codes, and those of the HTTP layer: a body too large, a rate limit, readiness)
// are in internal/service/api's errors.go.
const (
	// CodeNotOwner: the request's userAddress is not the owner of the position it names
	// (Forbidden).
	CodeNotOwner = "NOT_OWNER"
	// CodeOrderExecutable: the oracle price pushed after the order lets the keeper fill it, so
	// the Vault refuses its owner's cancel (Conflict; no last look).
	CodeOrderExecutable = "ORDER_EXECUTABLE"
	// CodeTriggerDue: the take-profit or stop-loss is due at the published price and cannot be
	// replaced (Conflict; no last look).
	CodeTriggerDue = "TRIGGER_DUE"
	// CodeAccountIsContract: an EIP-7702 batch for an account that has code of its own
	// (Conflict).
	CodeAccountIsContract = "ACCOUNT_IS_CONTRACT"
	// CodeDelegatedElsewhere: an EIP-7702 batch would replace the account's delegation to
	// another contract, and the request did not say to (Conflict).
	CodeDelegatedElsewhere = "DELEGATED_ELSEWHERE"
)
