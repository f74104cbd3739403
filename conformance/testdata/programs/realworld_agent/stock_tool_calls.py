# Code an LLM agent writes when given a `get_price(ticker)` tool (simulated here).
PRICES = {"AAPL": [189.3, 190.1, 188.7], "NVDA": [480.0, 495.5, 510.25], "XYZ": []}

def get_price(ticker: str, day: int = -1) -> float:
    hist = PRICES.get(ticker.upper())
    if hist is None:
        raise ValueError(f"Unknown ticker: {ticker}")
    if not hist:
        raise LookupError(f"No data for {ticker}")
    return hist[day]

portfolio = {"aapl": 10, "nvda": 3, "xyz": 5, "msft": 2}
results = {}
errors = {}
for ticker, qty in portfolio.items():
    try:
        price = get_price(ticker)
        change = (price / get_price(ticker, 0) - 1) * 100
        results[ticker.upper()] = {"qty": qty, "price": price, "value": round(qty * price, 2), "change_pct": round(change, 2)}
    except (ValueError, LookupError) as e:
        errors[ticker] = f"{type(e).__name__}: {e}"
print(results)
print(errors)
total = sum(r["value"] for r in results.values())
print(f"Total value: ${total:,.2f}")
best = max(results.items(), key=lambda kv: kv[1]["change_pct"])
print(f"Best performer: {best[0]} ({best[1]['change_pct']:+.2f}%)")
final = {"total": total, "positions": len(results), "failed": sorted(errors)}
print(final)
print(get_price("msft"))
