; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc
; z3 rlimit used: 5084
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x144 (concat ax A (concat ax B C))))
 (let ((?x142 (concat ax (concat ax A B) C)))
 (let (($x145 (= ?x142 ?x144)))
 (let ((?x85 (+ 1 ax)))
 (let ((?x116 (+ ?x85 5)))
 (let ((?x117 (dim A ?x116)))
 (let ((?x12 (- (- (rank A) 1) ax)))
 (let (($x115 (> ?x12 5)))
 (let (($x109 (> ?x12 4)))
 (let (($x103 (> ?x12 3)))
 (let (($x97 (> ?x12 2)))
 (let (($x91 (> ?x12 1)))
 (let (($x84 (> ?x12 0)))
 (let (($x59 (> ax 5)))
 (let (($x52 (> ax 4)))
 (let (($x45 (> ax 3)))
 (let (($x38 (> ax 2)))
 (let (($x31 (> ax 1)))
 (let (($x25 (> ax 0)))
 (let (($x24 (= ax ax)))
 (let (($x7 (>= ax 0)))
 (let (($x140 (and $x7 (>= ?x12 0) $x7 (>= (- (- (rank B) 1) ax) 0) $x7 (>= (- (- (rank C) 1) ax) 0) $x24 (=> $x25 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x31 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x38 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x45 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x52 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x59 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) $x24 (=> $x25 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x31 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x38 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x45 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x52 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x59 (= (dim A (+ 0 5)) (dim C (+ 0 5)))) (= (- (- (rank B) 1) ax) ?x12) (=> $x84 (= (dim A (+ ?x85 0)) (dim B (+ ?x85 0)))) (=> $x91 (= (dim A (+ ?x85 1)) (dim B (+ ?x85 1)))) (=> $x97 (= (dim A (+ ?x85 2)) (dim B (+ ?x85 2)))) (=> $x103 (= (dim A (+ ?x85 3)) (dim B (+ ?x85 3)))) (=> $x109 (= (dim A (+ ?x85 4)) (dim B (+ ?x85 4)))) (=> $x115 (= ?x117 (dim B ?x116))) (= (- (- (rank C) 1) ax) ?x12) (=> $x84 (= (dim A (+ ?x85 0)) (dim C (+ ?x85 0)))) (=> $x91 (= (dim A (+ ?x85 1)) (dim C (+ ?x85 1)))) (=> $x97 (= (dim A (+ ?x85 2)) (dim C (+ ?x85 2)))) (=> $x103 (= (dim A (+ ?x85 3)) (dim C (+ ?x85 3)))) (=> $x109 (= (dim A (+ ?x85 4)) (dim C (+ ?x85 4)))) (=> $x115 (= ?x117 (dim C ?x116))))))
 (=> $x140 $x145))))))))))))))))))))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank in_x2) 2))
(assert
 (= (dim in_x2 0) sym_n2))
(assert
 (= (dim in_x2 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x184 (+ sym_n sym_n2)))
 (let ((?x250 (concat 0 in_x1 in_x2)))
 (let ((?x185 (dim ?x250 0)))
 (= ?x185 ?x184)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x2 (concat 0 in_x1 in_x2))) 2))
(assert
 (let ((?x180 (* 2 sym_n2)))
 (let ((?x179 (+ ?x180 sym_n)))
 (let ((?x250 (concat 0 in_x1 in_x2)))
 (let ((?x216 (concat 0 in_x2 ?x250)))
 (let ((?x300 (dim ?x216 0)))
 (= ?x300 ?x179)))))))
(assert
 (= (dim (concat 0 in_x2 (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (= (rank (concat 0 (concat 0 in_x1 in_x2) in_x1)) 2))
(assert
 (let ((?x333 (* 2 sym_n)))
 (let ((?x334 (+ ?x333 sym_n2)))
 (let ((?x250 (concat 0 in_x1 in_x2)))
 (let ((?x296 (concat 0 ?x250 in_x1)))
 (let ((?x332 (dim ?x296 0)))
 (= ?x332 ?x334)))))))
(assert
 (= (dim (concat 0 (concat 0 in_x1 in_x2) in_x1) 1) sym_c))
(assert
 (let ((?x184 (+ sym_n sym_n2)))
 (>= ?x184 0)))
(assert
 (let ((?x180 (* 2 sym_n2)))
 (let ((?x179 (+ ?x180 sym_n)))
 (>= ?x179 0))))
(assert
 (let ((?x333 (* 2 sym_n)))
 (let ((?x334 (+ ?x333 sym_n2)))
 (>= ?x334 0))))
(assert
 (= (rank (concat 0 in_x2 in_x1)) 2))
(assert
 (let ((?x341 (concat 0 in_x2 in_x1)))
 (let ((?x344 (dim ?x341 0)))
 (= ?x344 (+ sym_n2 sym_n)))))
(assert
 (= (dim (concat 0 in_x2 in_x1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (concat 0 in_x2 in_x1))) 2))
(assert
 (let ((?x333 (* 2 sym_n)))
 (let ((?x334 (+ ?x333 sym_n2)))
 (let ((?x341 (concat 0 in_x2 in_x1)))
 (let ((?x349 (concat 0 in_x1 ?x341)))
 (let ((?x352 (dim ?x349 0)))
 (= ?x352 ?x334)))))))
(assert
 (= (dim (concat 0 in_x1 (concat 0 in_x2 in_x1)) 1) sym_c))
(assert
 (= (rank (concat 0 (concat 0 in_x2 in_x1) in_x2)) 2))
(assert
 (let ((?x180 (* 2 sym_n2)))
 (let ((?x179 (+ ?x180 sym_n)))
 (let ((?x341 (concat 0 in_x2 in_x1)))
 (let ((?x356 (concat 0 ?x341 in_x2)))
 (let ((?x359 (dim ?x356 0)))
 (= ?x359 ?x179)))))))
(assert
 (= (dim (concat 0 (concat 0 in_x2 in_x1) in_x2) 1) sym_c))
(assert
 (let ((?x341 (concat 0 in_x2 in_x1)))
(let ((?x356 (concat 0 ?x341 in_x2)))
(let ((?x250 (concat 0 in_x1 in_x2)))
(let ((?x216 (concat 0 in_x2 ?x250)))
(or (and (distinct (concat 0 ?x250 in_x1) (concat 0 in_x1 ?x341)) true) (and (distinct ?x216 ?x356) true)))))))
(check-sat)
