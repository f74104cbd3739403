import math
calls = [
    ('math.sqrt()', lambda: math.sqrt()),
    ('math.sqrt(1, 2)', lambda: math.sqrt(1, 2)),
    ('math.pow(1)', lambda: math.pow(1)),
    ('math.pow(1, 2, 3)', lambda: math.pow(1, 2, 3)),
    ('math.log()', lambda: math.log()),
    ('math.log(1, 2, 3)', lambda: math.log(1, 2, 3)),
    ('math.atan2(1)', lambda: math.atan2(1)),
    ("math.sqrt('a')", lambda: math.sqrt('a')),
    ('math.exp(None)', lambda: math.exp(None)),
    ('math.copysign(1)', lambda: math.copysign(1)),
    ('math.nextafter(1)', lambda: math.nextafter(1)),
    ("math.ulp('a')", lambda: math.ulp('a')),
    ('math.degrees(1, 2)', lambda: math.degrees(1, 2)),
    ('math.isinf()', lambda: math.isinf()),
    ("math.hypot('a')", lambda: math.hypot('a')),
    ('math.cos([1])', lambda: math.cos([1])),
    ('math.sqrt(10**400)', lambda: math.sqrt(10**400)),
    ('math.exp(x=1)', lambda: math.exp(x=1)),
]
for text, call in calls:
    try:
        call()
    except (TypeError, OverflowError) as e:
        print(text, '->', type(e).__name__, e)
