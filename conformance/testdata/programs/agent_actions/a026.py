# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import math
points = [(0, 0), (3, 0), (3, 4), (0, 4)]
def polygon_area(pts):
    s = 0
    for (x1, y1), (x2, y2) in zip(pts, pts[1:] + pts[:1]):
        s += x1 * y2 - x2 * y1
    return abs(s) / 2
def perimeter(pts):
    return sum(math.dist(a, b) for a, b in zip(pts, pts[1:] + pts[:1]))
print("Area:", polygon_area(points))
print("Perimeter:", perimeter(points))
angle = math.degrees(math.atan2(4, 3))
print(f"Angle: {angle:.4f} degrees")
print(round(math.hypot(3, 4), 2), math.ceil(7.01), math.floor(-2.5), math.log(1000, 10), math.log2(1024))
