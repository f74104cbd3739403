# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import re
text = """Contact us at support@example.com or sales@example.org.
Call +1-555-0100 or +44 20 7946 0958. Invoice INV-2023-0042 is due 2023-11-30,
and INV-2024-0007 is due 2024-01-15."""
emails = re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", text)
invoices = re.findall(r"INV-(\d{4})-(\d{4})", text)
dates = re.findall(r"\d{4}-\d{2}-\d{2}", text)
print("Emails:", emails)
print("Invoices:", [f"{y}/{n}" for y, n in invoices])
print("Dates:", dates)
phones = re.findall(r"\+\d[\d\s-]{7,}\d", text)
print("Phones:", phones)
print(re.sub(r"(\w+)@(\w+)", r"\1 at \2", "write to alice@corp"))
