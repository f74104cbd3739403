from datetime import date, datetime
width, precision = 12, 3
value = 3.14159265
name = "Ada"
items = ["x", "y"]
d = {"k": [1, 2]}
print(f"{value=}", f"{value = :.2f}", f"{name=!r}", f"{name = !s}", f"{len(items)=}", f"{d['k'][1]=}")
print(f"{value:{width}.{precision}f}|{value:<{width}}|{name:^{width}}|")
print(f"{'nested ' + f'{name.upper()!r}'}", f"{ {'a': 1}['a'] }", f"{(lambda x: x * 2)(21)}")
today = date(2024, 3, 9)
now = datetime(2024, 3, 9, 7, 5, 3, 120000)
print(f"{today:%Y/%m/%d}", f"{today:%A, %B %-d}" if False else f"{today:%A, %B %d}", f"{now:%H:%M:%S.%f}", f"{now:%I%p %j %U}")
print(f"{today!r}", f"{now!s}", f"{today.isoformat()=}")
print(f"{1_000_000:,}", f"{1_000_000:_}", f"{255:#06x}", f"{-3:+05d}", f"{0.5:.0%}", f"{1/3:.2%}")
print(f"{'left':<8}|{'right':>8}|{'mid':^8}|{'fill':*^9}|{7:0>3}|{-7:0=4}")
print(f"{3+4j}", f"{(3+4j).real:.1f}", f"{complex(1, -1)!r}", f"{1e100:.3g}", f"{123.456:e}", f"{0.000012:g}")
print(f"{True!r:>6}|{None!s:>6}|{b'bytes'!r}|{[1, 'a']!r}")
x = 10
print(f"{x if x > 5 else 'small'}", f"{'yes' if x % 2 == 0 else 'no'}", f"{x:{'>' if x > 5 else '<'}5}")
print(f"{{literal braces}} {x}", f"{'{'}{x}{'}'}", "{x}".format(x=x), "{{}}".format())
print(f"{'multi'}"
      f"{'line'}" "plain"
      f"{x:03}")
print(f"{name!a}", f"{'café'!a}", f"{name:>{x}}", f"{x:#b}", f"{x:o}", f"{x:X}", f"{x:c}")
