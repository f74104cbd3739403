# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
text = "In 2023, revenue grew 12.5% to $4.2 billion; in 2024 it fell 3% to $4.07B. Margins were 18.3 percent."
import re
numbers = [float(n) for n in re.findall(r"\d+(?:\.\d+)?", text)]
print(numbers)
pcts = re.findall(r"(\d+(?:\.\d+)?)\s*(?:%|percent)", text)
print("Percentages:", pcts)
money = re.findall(r"\$(\d+(?:\.\d+)?)\s*(billion|B)", text)
print("Money:", [(float(a), u) for a, u in money])
years = sorted(set(int(y) for y in re.findall(r"\b(20\d{2})\b", text)))
print("Years:", years)
print(re.sub(r"\d", "#", "call 555-1234"), re.fullmatch(r"[A-Z]{3}\d{3}", "ABC123") is not None)
