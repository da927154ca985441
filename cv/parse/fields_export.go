package parse

import "github.com/vitae-cv/vitae/cv"

// The classifiers below are the parser's own, exported for the readers of
// CVs kept as data (cv/data): a field there is already cut out, but its
// words still have to be classified as the parser classifies them, so
// that a CV reads the same whichever way it was kept.

// PositionKind classifies a position by its title and organisation.
func PositionKind(title, org string) cv.PositionKind { return positionKind(title, org) }

// DegreeLevel is the level of a degree as written ("Ph.D.", "Master of
// Science", "B.S. in Physics"); LevelOther when no degree is named.
func DegreeLevel(degree string) cv.Level {
	if deg, _, ok := degreeIn(degree); ok {
		return degreeLevel(deg)
	}
	return degreeLevel(degree)
}

// AwardCategory classifies an award by its name and a note on it (a sum
// of money makes a grant).
func AwardCategory(name, note string) cv.AwardCategory { return awardCategoryOf(name, note) }

// AwardStatus is whether an award was won, or only approached (finalist,
// nominee, honourable mention), from its name and note.
func AwardStatus(name, note string) cv.AwardStatus { return awardStatusOf(name, note) }
