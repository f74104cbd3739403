from datetime import datetime, date, timezone
n = datetime.now()
u = datetime.utcnow()
a = datetime.now(timezone.utc)
print(type(n).__name__, n.tzinfo, a.tzinfo, n.year >= 2024, abs((a.replace(tzinfo=None) - u).total_seconds()) < 5)
print(isinstance(date.today(), date), date.today().year >= 2024, type(datetime.today()).__name__)
