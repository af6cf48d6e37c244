; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, slice_concat3_middle, slice_concat_left, slice_concat_right
; z3 rlimit used: 76191
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_a () Int)
(declare-fun sym_b () Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun rank (T) Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(declare-fun in_Z () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x13 (concat ax A B)))
 (let ((?x14 (slice ax 0 n1 ?x13)))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15)))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) )(! (let ((?x55 (dim A ax)))
 (let ((?x67 (slice ax ?x55 _t0 (concat ax A (concat ax B C)))))
 (let (($x68 (= ?x67 B)))
 (=> (and (= _t0 (+ ?x55 (dim B ax)))) $x68)))) :pattern ( (slice ax (dim A ax) _t0 (concat ax A (concat ax B C))) ) :qid slice_concat3_middle))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x81 (concat ax A (concat ax B C))))
 (let ((?x79 (concat ax (concat ax A B) C)))
 (= ?x79 ?x81))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (>= sym_a 1))
(assert
 (>= sym_b 1))
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
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
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x120 (dim ?x117 0)))
 (= ?x120 ?x121)))))
(assert
 (= (dim (concat 0 in_X in_Y) 1) sym_n))
(assert
 (= (rank (concat 0 (concat 0 in_X in_Y) in_Z)) 2))
(assert
 (let ((?x129 (+ sym_a sym_b sym_c)))
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x128 (dim ?x125 0)))
 (= ?x128 ?x129))))))
(assert
 (= (dim (concat 0 (concat 0 in_X in_Y) in_Z) 1) sym_n))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x133 (slice 0 0 sym_a ?x125)))
 (= (rank ?x133) 2)))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x133 (slice 0 0 sym_a ?x125)))
 (= (dim ?x133 0) sym_a)))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x133 (slice 0 0 sym_a ?x125)))
 (= (dim ?x133 1) sym_n)))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x140 (slice 0 sym_a ?x121 ?x125)))
 (= (rank ?x140) 2))))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x140 (slice 0 sym_a ?x121 ?x125)))
 (= (dim ?x140 0) sym_b))))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x140 (slice 0 sym_a ?x121 ?x125)))
 (= (dim ?x140 1) sym_n))))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x129 (+ sym_a sym_b sym_c)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x147 (slice 0 ?x121 ?x129 ?x125)))
 (= (rank ?x147) 2)))))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x129 (+ sym_a sym_b sym_c)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x147 (slice 0 ?x121 ?x129 ?x125)))
 (= (dim ?x147 0) sym_c)))))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x129 (+ sym_a sym_b sym_c)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x147 (slice 0 ?x121 ?x129 ?x125)))
 (= (dim ?x147 1) sym_n)))))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x140 (slice 0 sym_a ?x121 ?x125)))
 (let ((?x133 (slice 0 0 sym_a ?x125)))
 (let ((?x154 (concat 0 ?x133 ?x140)))
 (= (rank ?x154) 2))))))))
(assert
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x140 (slice 0 sym_a ?x121 ?x125)))
 (let ((?x133 (slice 0 0 sym_a ?x125)))
 (let ((?x154 (concat 0 ?x133 ?x140)))
 (let ((?x157 (dim ?x154 0)))
 (= ?x157 ?x121)))))))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x140 (slice 0 sym_a ?x121 ?x125)))
 (let ((?x133 (slice 0 0 sym_a ?x125)))
 (let ((?x154 (concat 0 ?x133 ?x140)))
 (= (dim ?x154 1) sym_n))))))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x129 (+ sym_a sym_b sym_c)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x147 (slice 0 ?x121 ?x129 ?x125)))
 (let ((?x140 (slice 0 sym_a ?x121 ?x125)))
 (let ((?x133 (slice 0 0 sym_a ?x125)))
 (let ((?x154 (concat 0 ?x133 ?x140)))
 (let ((?x161 (concat 0 ?x154 ?x147)))
 (= (rank ?x161) 2)))))))))))
(assert
 (let ((?x129 (+ sym_a sym_b sym_c)))
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x147 (slice 0 ?x121 ?x129 ?x125)))
 (let ((?x140 (slice 0 sym_a ?x121 ?x125)))
 (let ((?x133 (slice 0 0 sym_a ?x125)))
 (let ((?x154 (concat 0 ?x133 ?x140)))
 (let ((?x161 (concat 0 ?x154 ?x147)))
 (let ((?x164 (dim ?x161 0)))
 (= ?x164 ?x129))))))))))))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
 (let ((?x125 (concat 0 ?x117 in_Z)))
 (let ((?x129 (+ sym_a sym_b sym_c)))
 (let ((?x121 (+ sym_a sym_b)))
 (let ((?x147 (slice 0 ?x121 ?x129 ?x125)))
 (let ((?x140 (slice 0 sym_a ?x121 ?x125)))
 (let ((?x133 (slice 0 0 sym_a ?x125)))
 (let ((?x154 (concat 0 ?x133 ?x140)))
 (let ((?x161 (concat 0 ?x154 ?x147)))
 (= (dim ?x161 1) sym_n)))))))))))
(assert
 (let ((?x129 (+ sym_a sym_b sym_c)))
 (>= ?x129 0)))
(assert
 (let ((?x117 (concat 0 in_X in_Y)))
(let ((?x125 (concat 0 ?x117 in_Z)))
(let ((?x129 (+ sym_a sym_b sym_c)))
(let ((?x121 (+ sym_a sym_b)))
(let ((?x147 (slice 0 ?x121 ?x129 ?x125)))
(let ((?x140 (slice 0 sym_a ?x121 ?x125)))
(let ((?x133 (slice 0 0 sym_a ?x125)))
(let ((?x154 (concat 0 ?x133 ?x140)))
(let ((?x161 (concat 0 ?x154 ?x147)))
(and (distinct ?x161 ?x125) true)))))))))))
(check-sat)
