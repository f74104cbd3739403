from datetime import datetime, timezone, timedelta

UTC = timezone.utc
zones = {"UTC": UTC, "NYC": timezone(timedelta(hours=-5), "EST"), "IST": timezone(timedelta(hours=5, minutes=30)),
         "TOK": timezone(timedelta(hours=9), "JST")}
event = datetime(2024, 1, 10, 15, 30, tzinfo=UTC)
for name, tz in zones.items():
    local = event.astimezone(tz)
    print(f"{name}: {local.isoformat()} {local.tzname():<10} {local.utcoffset()} {local:%Y-%m-%d %H:%M %Z%z}")
naive = datetime(2024, 1, 10, 10, 0)
aware = naive.replace(tzinfo=zones["NYC"])
print(aware, aware.astimezone(UTC), aware == event - timedelta(minutes=30))
print(repr(zones["IST"]), str(zones["IST"]), repr(UTC))
print(datetime.fromtimestamp(0, UTC), datetime.fromtimestamp(1700000000, tz=zones["TOK"]))
print(event.timestamp(), datetime.fromisoformat("2024-01-10T15:30:00+05:30").utcoffset())
try:
    print(naive < event)
except TypeError as e:
    print("TypeError:", e)
print(naive - event.replace(tzinfo=None))
print(event.utctimetuple()[:6], event.timetuple().tm_yday)
print(datetime(2024, 3, 1, tzinfo=timezone(timedelta(hours=-3, minutes=-30))).strftime("%z %Z"))
