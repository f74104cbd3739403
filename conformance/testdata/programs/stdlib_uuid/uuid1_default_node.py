# krait-run: --allow-import uuid
import uuid
n = uuid.getnode()
print(uuid.uuid1().node == n, uuid.uuid1().node == uuid.uuid1().node)
a, b = uuid.uuid1(), uuid.uuid1()
print(a != b, a.version, b.variant == uuid.RFC_4122)
print(uuid.uuid1(node=1).node, uuid.uuid1(clock_seq=0x1234).clock_seq == 0x1234)
