package deployer

// MarketSpec is a trading pair as the deployer configures it. Amounts are decimal text, so
// that they convert to the contracts' fixed point exactly.
type MarketSpec struct {
	ID            uint64
	Name          string // BASE/QUOTE
	Price         string // initial oracle price, USD
	LongFee       uint64 // 1e5 = 100%
	ShortFee      uint64 // 1e5 = 100%
	MaxLongOI     string // USD
	MaxShortOI    string // USD
	FundingFactor string // hourly funding rate at full skew, decimal (0.0001 = 0.01%/h)
	BorrowFactor  string // hourly borrow rate at full utilisation, decimal
	MinCollateral string // USD
	MaxLeverage   uint64 // x
	// MaintenanceMargin is the fraction of a position's size (1e5 = 100%) below which its net
	// value makes it liquidatable; 0: DefaultMaintenanceMargin. With the market's fee it must
	// stay below the collateral of a max-leverage position (Settings refuses it otherwise).
	MaintenanceMargin uint64
}

func (m MarketSpec) maintenanceMargin() uint64 {
	if m.MaintenanceMargin == 0 {
		return DefaultMaintenanceMargin
	}
	return m.MaintenanceMargin
}

// DefaultMarkets are twelve pairs with realistic prices and parameters: majors at 50x with
// large caps, alts at 20-25x, forex and gold at 100x with lower fees. Crypto pairs are
// liquidatable below a net value of 1% of the size, forex and gold below 0.5%.
func DefaultMarkets() []MarketSpec {
	crypto := func(id uint64, name, price, cap string, lev uint64) MarketSpec {
		return MarketSpec{
			ID: id, Name: name, Price: price, LongFee: 80, ShortFee: 80,
			MaxLongOI: cap, MaxShortOI: cap, FundingFactor: "0.0001", BorrowFactor: "0.00005",
			MinCollateral: "10", MaxLeverage: lev, MaintenanceMargin: 1000,
		}
	}
	fx := func(id uint64, name, price, cap string) MarketSpec {
		return MarketSpec{
			ID: id, Name: name, Price: price, LongFee: 20, ShortFee: 20,
			MaxLongOI: cap, MaxShortOI: cap, FundingFactor: "0.00002", BorrowFactor: "0.00001",
			MinCollateral: "10", MaxLeverage: 100, MaintenanceMargin: 500,
		}
	}
	return []MarketSpec{
		crypto(1, "BTC/USD", "97250.5", "5000000", 50),
		crypto(2, "ETH/USD", "3412.25", "3000000", 50),
		crypto(3, "SOL/USD", "182.4", "1000000", 25),
		crypto(4, "ARB/USD", "0.7215", "500000", 20),
		crypto(5, "LINK/USD", "18.93", "500000", 20),
		crypto(6, "DOGE/USD", "0.1642", "500000", 20),
		crypto(7, "AVAX/USD", "36.15", "500000", 20),
		crypto(8, "OP/USD", "1.874", "500000", 20),
		crypto(9, "XRP/USD", "2.315", "750000", 25),
		crypto(10, "BNB/USD", "655.2", "750000", 25),
		fx(11, "EUR/USD", "1.0842", "2000000"),
		fx(12, "XAU/USD", "2654.3", "1000000"),
	}
}
