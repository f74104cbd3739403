# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
from datetime import datetime, timedelta, timezone
utc = timezone.utc
t = datetime(2024, 3, 10, 14, 0, tzinfo=utc)
offsets = {"New York": -5, "London": 0, "Tokyo": 9, "Mumbai": 5.5}
for city, off in offsets.items():
    local = t.astimezone(timezone(timedelta(hours=off)))
    print(f"{city:<9} {local.strftime('%Y-%m-%d %H:%M %z')}")
deadline = datetime(2024, 3, 15, 17, 0, tzinfo=utc)
left = deadline - t
print(f"Time left: {left.days} days, {left.seconds // 3600} hours")
print(t.isoformat(), t.timestamp(), (t + timedelta(weeks=2)).date())
