# krait-run: --allow-import uuid
import uuid

u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.version, u.variant, u.urn)
print(u.fields, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node, u.clock_seq, u.time)
print(u.bytes, u.bytes_le)
for form in ["{12345678-1234-5678-1234-567812345678}", "12345678123456781234567812345678", "urn:uuid:12345678-1234-5678-1234-567812345678"]:
    print(uuid.UUID(form) == u)
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(int=u.int) == u)
print(uuid.UUID(int=0), uuid.UUID(int=2**128 - 1), uuid.UUID(int=5, version=4))
a, b = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < b, a == uuid.UUID(int=1), a != b, sorted([b, a]), len({a, uuid.UUID(int=1)}), int(b), str(a) == "00000000-0000-0000-0000-000000000001")
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_URL, "https://x"))
try:
    uuid.uuid5(uuid.NAMESPACE_URL, b"x")
except TypeError as e:
    print("TypeError:", e)
v4 = uuid.uuid4()
print(v4.version, v4.variant, len(str(v4)), v4 != uuid.uuid4())
v1 = uuid.uuid1()
print(v1.version, v1.variant)
for bad in ["xyz", "12345678-1234-5678-1234-56781234567", ""]:
    try:
        uuid.UUID(bad)
    except ValueError as e:
        print("ValueError:", e)
for kw in [dict(int=-1), dict(int=2**128), dict(bytes=b"short")]:
    try:
        uuid.UUID(**kw)
    except ValueError as e:
        print("ValueError:", e)
try:
    uuid.UUID()
except TypeError as e:
    print("TypeError:", e)
