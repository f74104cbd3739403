class Team:
    members = []
    def __init__(self, name):
        self.name = name
    def join(self, who):
        self.members.append(who)
a, b = Team('a'), Team('b')
a.join('x'); b.join('y')
print(a.members, b.members, Team.members is a.members)
class Team2:
    def __init__(self):
        self.members = []
c, d = Team2(), Team2()
c.members.append(1)
print(c.members, d.members)
