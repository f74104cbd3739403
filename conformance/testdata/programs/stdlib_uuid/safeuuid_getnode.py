# krait-run: --allow-import uuid,enum
import uuid, enum
print(uuid.SafeUUID.safe, repr(uuid.SafeUUID.unknown), list(uuid.SafeUUID), uuid.SafeUUID(None), uuid.SafeUUID(-1))
print(uuid.Enum is enum.Enum, issubclass(uuid.SafeUUID, enum.Enum), uuid.SafeUUID.__module__)
print(uuid.uuid4().is_safe, uuid.NAMESPACE_DNS.is_safe, uuid.UUID(int=5).is_safe is uuid.SafeUUID.unknown)
print(uuid.bytes_ is bytes, uuid.int_ is int)
n = uuid.getnode()
print(type(n).__name__, n == uuid.getnode(), 0 <= n < 2**48)
u1 = uuid.uuid1()
print(u1.version, u1.variant)
print(uuid.uuid1(node=0x123456789abc, clock_seq=5).node == 0x123456789abc)
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'), uuid.uuid5(uuid.NAMESPACE_URL, 'x'))
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
