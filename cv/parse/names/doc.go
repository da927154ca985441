// Package names is the parser's names pass: it reads author lists into
// names and finds the CV's owner among them.
//
// It takes text, never lines or sections: an author list as written in
// an entry ("Quill, A. B., Reyes, B. & Tam, C. et al."), a name as
// written ("Robert (Bob) Quill*"), the name a CV's header gives, and the
// author lists of all of a CV's entries. It gives typed answers:
//
//   - [Split] cuts an author list into a [List] of names, reading ", and",
//     "&", ";", "Last, F." pairs, a comma lost between two names,
//     bracketed notes and "et al."; [IsList] and [IsName] tell whether a
//     text reads as such a list or as one person's name; [Clean] strips
//     a name of the marks CVs put on it and reports an equal-contribution
//     mark.
//   - An [Owner] is the CV owner's name in every form author lists write
//     it ("Mira Tanaka", "M. Tanaka", "Tanaka, M.", "MXT", accents and
//     nicknames aside); [Owner.Is] and [Owner.Index] find it in a list.
//   - [Infer] clusters the authors of all lists ([Clusters]: one
//     [Cluster] per person, every written form of their name) and picks
//     the owner's cluster from bold names, the header name and how many
//     lists each cluster is in; nothing is guessed when that is unsure.
//   - An [Abbrev] is an owner written as capital initials ("ADQ").
//
// In the pipeline it sits under cv/parse: the sections and entries
// passes hand it the author-list text they cut out of an entry, and the
// parser (cv/parse) places the owner in each publication from its
// answers. The parser remembers its answers per parse (cv/parse/memo.go);
// this package keeps no state, and its functions are pure and safe for
// concurrent use. Its vocabulary (name particles) is the data file
// particles.txt beside this one.
package names
