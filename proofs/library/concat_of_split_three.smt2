; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, slice_concat_first, slice_concat_left, slice_concat_right
; z3 rlimit used: 53425
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_n () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(declare-fun in_Z () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x48 (slice ax s e (concat ax A B))))
 (let (($x66 (= ?x48 (slice ax s e A))))
 (=> (and (<= s e) (<= e (dim A ax))) $x66))) :pattern ( (slice ax s e (concat ax A B)) ) :qid slice_concat_first))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x82 (concat ax A (concat ax B C))))
 (let ((?x80 (concat ax (concat ax A B) C)))
 (= ?x80 ?x82))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_c 1))
(assert
 (= (rank in_X) 2))
(assert
 (= (dim in_X 0) sym_a))
(assert
 (= (dim in_X 1) sym_n))
(assert
 (= (rank in_Y) 2))
(assert
 (= (dim in_Y 0) sym_b))
(assert
 (= (dim in_Y 1) sym_n))
(assert
 (= (rank in_Z) 2))
(assert
 (= (dim in_Z 0) sym_c))
(assert
 (= (dim in_Z 1) sym_n))
(assert
 (= (rank (concat 0 in_X in_Y)) 2))
(assert
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x121 (dim ?x118 0)))
 (= ?x121 ?x122)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_n))
(assert
 (= (rank (concat 0 (concat 0 in_X in_Y) in_Z)) 2))
(assert
 (let ((?x130 (+ sym_a sym_b sym_c)))
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x129 (dim ?x126 0)))
 (= ?x129 ?x130))))))
(assert
 (= (dim (concat 0 (concat 0 in_X in_Y) in_Z) 1) sym_n))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x134 (slice 0 0 sym_a ?x126)))
 (= (rank ?x134) 2)))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x134 (slice 0 0 sym_a ?x126)))
 (= (dim ?x134 0) sym_a)))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x134 (slice 0 0 sym_a ?x126)))
 (= (dim ?x134 1) sym_n)))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x141 (slice 0 sym_a ?x122 ?x126)))
 (= (rank ?x141) 2))))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x141 (slice 0 sym_a ?x122 ?x126)))
 (= (dim ?x141 0) sym_b))))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x141 (slice 0 sym_a ?x122 ?x126)))
 (= (dim ?x141 1) sym_n))))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x130 (+ sym_a sym_b sym_c)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x148 (slice 0 ?x122 ?x130 ?x126)))
 (= (rank ?x148) 2)))))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x130 (+ sym_a sym_b sym_c)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x148 (slice 0 ?x122 ?x130 ?x126)))
 (= (dim ?x148 0) sym_c)))))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x130 (+ sym_a sym_b sym_c)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x148 (slice 0 ?x122 ?x130 ?x126)))
 (= (dim ?x148 1) sym_n)))))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x141 (slice 0 sym_a ?x122 ?x126)))
 (let ((?x134 (slice 0 0 sym_a ?x126)))
 (let ((?x155 (concat 0 ?x134 ?x141)))
 (= (rank ?x155) 2))))))))
(assert
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x141 (slice 0 sym_a ?x122 ?x126)))
 (let ((?x134 (slice 0 0 sym_a ?x126)))
 (let ((?x155 (concat 0 ?x134 ?x141)))
 (let ((?x158 (dim ?x155 0)))
 (= ?x158 ?x122)))))))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x141 (slice 0 sym_a ?x122 ?x126)))
 (let ((?x134 (slice 0 0 sym_a ?x126)))
 (let ((?x155 (concat 0 ?x134 ?x141)))
 (= (dim ?x155 1) sym_n))))))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x130 (+ sym_a sym_b sym_c)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x148 (slice 0 ?x122 ?x130 ?x126)))
 (let ((?x141 (slice 0 sym_a ?x122 ?x126)))
 (let ((?x134 (slice 0 0 sym_a ?x126)))
 (let ((?x155 (concat 0 ?x134 ?x141)))
 (let ((?x162 (concat 0 ?x155 ?x148)))
 (= (rank ?x162) 2)))))))))))
(assert
 (let ((?x130 (+ sym_a sym_b sym_c)))
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x148 (slice 0 ?x122 ?x130 ?x126)))
 (let ((?x141 (slice 0 sym_a ?x122 ?x126)))
 (let ((?x134 (slice 0 0 sym_a ?x126)))
 (let ((?x155 (concat 0 ?x134 ?x141)))
 (let ((?x162 (concat 0 ?x155 ?x148)))
 (let ((?x165 (dim ?x162 0)))
 (= ?x165 ?x130))))))))))))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
 (let ((?x126 (concat 0 ?x118 in_Z)))
 (let ((?x130 (+ sym_a sym_b sym_c)))
 (let ((?x122 (+ sym_a sym_b)))
 (let ((?x148 (slice 0 ?x122 ?x130 ?x126)))
 (let ((?x141 (slice 0 sym_a ?x122 ?x126)))
 (let ((?x134 (slice 0 0 sym_a ?x126)))
 (let ((?x155 (concat 0 ?x134 ?x141)))
 (let ((?x162 (concat 0 ?x155 ?x148)))
 (= (dim ?x162 1) sym_n)))))))))))
(assert
 (let ((?x130 (+ sym_a sym_b sym_c)))
 (>= ?x130 0)))
(assert
 (let ((?x118 (concat 0 in_X in_Y)))
(let ((?x126 (concat 0 ?x118 in_Z)))
(let ((?x130 (+ sym_a sym_b sym_c)))
(let ((?x122 (+ sym_a sym_b)))
(let ((?x148 (slice 0 ?x122 ?x130 ?x126)))
(let ((?x141 (slice 0 sym_a ?x122 ?x126)))
(let ((?x134 (slice 0 0 sym_a ?x126)))
(let ((?x155 (concat 0 ?x134 ?x141)))
(let ((?x162 (concat 0 ?x155 ?x148)))
(and (distinct ?x162 ?x126) true)))))))))))
(check-sat)
