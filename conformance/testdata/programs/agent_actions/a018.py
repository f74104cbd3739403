# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
def parse_price(s):
    s = s.strip().replace(",", "")
    if s.startswith("$"):
        s = s[1:]
    return float(s)
raw_prices = ["$1,299.99", " 45.00", "$3", "N/A", "12.5.3", "$0.99"]
parsed, failed = [], []
for p in raw_prices:
    try:
        parsed.append(parse_price(p))
    except ValueError as e:
        failed.append((p, str(e)))
print("Parsed:", parsed)
print("Failed:")
for p, err in failed:
    print(f"  {p!r}: {err}")
print(f"Total: ${sum(parsed):,.2f}")
