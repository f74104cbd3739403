# krait-run: --allow-import json
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import json
from datetime import date
class Event:
    def __init__(self, name, when, attendees):
        self.name, self.when, self.attendees = name, when, attendees
    def to_dict(self):
        return {"name": self.name, "when": self.when.isoformat(), "attendees": sorted(self.attendees)}
events = [Event("Kickoff", date(2024, 9, 2), {"ana", "ben"}), Event("Retro", date(2024, 9, 27), {"cleo", "ana", "dev"})]
payload = json.dumps([e.to_dict() for e in events], indent=2)
print(payload)
try:
    json.dumps({"when": date(2024, 1, 1)})
except TypeError as e:
    print("TypeError:", e)
back = json.loads(payload)
print(back[1]["attendees"], len(back))
print(json.dumps({"when": date(2024, 1, 1)}, default=str))
