; verified_opt proof obligation: unsat means the rule holds
; axioms used: slice_concat3_right
; z3 rlimit used: 18825
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) (_t0 Int) (_t1 Int) )(! (let ((?x152 (slice ax _t0 _t1 (concat ax A (concat ax B C)))))
 (let (($x153 (= ?x152 C)))
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
 (let (($x149 (and $x7 (>= ?x12 0) $x7 (>= (- (- (rank B) 1) ax) 0) $x7 (>= (- (- (rank C) 1) ax) 0) $x24 (=> $x25 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x31 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x38 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x45 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x52 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x59 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) $x24 (=> $x25 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x31 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x38 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x45 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x52 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x59 (= (dim A (+ 0 5)) (dim C (+ 0 5)))) (= (- (- (rank B) 1) ax) ?x12) (=> $x84 (= (dim A (+ ?x85 0)) (dim B (+ ?x85 0)))) (=> $x91 (= (dim A (+ ?x85 1)) (dim B (+ ?x85 1)))) (=> $x97 (= (dim A (+ ?x85 2)) (dim B (+ ?x85 2)))) (=> $x103 (= (dim A (+ ?x85 3)) (dim B (+ ?x85 3)))) (=> $x109 (= (dim A (+ ?x85 4)) (dim B (+ ?x85 4)))) (=> $x115 (= ?x117 (dim B ?x116))) (= (- (- (rank C) 1) ax) ?x12) (=> $x84 (= (dim A (+ ?x85 0)) (dim C (+ ?x85 0)))) (=> $x91 (= (dim A (+ ?x85 1)) (dim C (+ ?x85 1)))) (=> $x97 (= (dim A (+ ?x85 2)) (dim C (+ ?x85 2)))) (=> $x103 (= (dim A (+ ?x85 3)) (dim C (+ ?x85 3)))) (=> $x109 (= (dim A (+ ?x85 4)) (dim C (+ ?x85 4)))) (=> $x115 (= ?x117 (dim C ?x116))) (= _t0 (+ (dim A ax) (dim B ax))) (= _t1 (+ (+ (dim A ax) (dim B ax)) (dim C ax))))))
 (=> $x149 $x153)))))))))))))))))))))) :pattern ( (slice ax _t0 _t1 (concat ax A (concat ax B C))) ) :qid slice_concat3_right))
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
 (let ((?x293 (+ sym_n sym_n2)))
 (let ((?x205 (concat 0 in_x1 in_x2)))
 (let ((?x292 (dim ?x205 0)))
 (= ?x292 ?x293)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (concat 0 in_x1 in_x2))) 2))
(assert
 (let ((?x272 (* 2 sym_n)))
 (let ((?x273 (+ ?x272 sym_n2)))
 (let ((?x205 (concat 0 in_x1 in_x2)))
 (let ((?x307 (concat 0 in_x1 ?x205)))
 (let ((?x276 (dim ?x307 0)))
 (= ?x276 ?x273)))))))
(assert
 (= (dim (concat 0 in_x1 (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (let ((?x205 (concat 0 in_x1 in_x2)))
 (let ((?x307 (concat 0 in_x1 ?x205)))
 (let ((?x272 (* 2 sym_n)))
 (let ((?x263 (slice 0 0 ?x272 ?x307)))
 (= (rank ?x263) 2))))))
(assert
 (let ((?x272 (* 2 sym_n)))
 (let ((?x205 (concat 0 in_x1 in_x2)))
 (let ((?x307 (concat 0 in_x1 ?x205)))
 (let ((?x263 (slice 0 0 ?x272 ?x307)))
 (let ((?x346 (dim ?x263 0)))
 (= ?x346 ?x272)))))))
(assert
 (let ((?x205 (concat 0 in_x1 in_x2)))
 (let ((?x307 (concat 0 in_x1 ?x205)))
 (let ((?x272 (* 2 sym_n)))
 (let ((?x263 (slice 0 0 ?x272 ?x307)))
 (= (dim ?x263 1) sym_c))))))
(assert
 (let ((?x205 (concat 0 in_x1 in_x2)))
 (let ((?x307 (concat 0 in_x1 ?x205)))
 (let ((?x272 (* 2 sym_n)))
 (let ((?x273 (+ ?x272 sym_n2)))
 (let ((?x350 (slice 0 ?x272 ?x273 ?x307)))
 (= (rank ?x350) 2)))))))
(assert
 (let ((?x205 (concat 0 in_x1 in_x2)))
 (let ((?x307 (concat 0 in_x1 ?x205)))
 (let ((?x272 (* 2 sym_n)))
 (let ((?x273 (+ ?x272 sym_n2)))
 (let ((?x350 (slice 0 ?x272 ?x273 ?x307)))
 (= (dim ?x350 0) sym_n2)))))))
(assert
 (let ((?x205 (concat 0 in_x1 in_x2)))
 (let ((?x307 (concat 0 in_x1 ?x205)))
 (let ((?x272 (* 2 sym_n)))
 (let ((?x273 (+ ?x272 sym_n2)))
 (let ((?x350 (slice 0 ?x272 ?x273 ?x307)))
 (= (dim ?x350 1) sym_c)))))))
(assert
 (let ((?x293 (+ sym_n sym_n2)))
 (>= ?x293 0)))
(assert
 (let ((?x272 (* 2 sym_n)))
 (let ((?x273 (+ ?x272 sym_n2)))
 (>= ?x273 0))))
(assert
 (let ((?x272 (* 2 sym_n)))
 (>= ?x272 0)))
(assert
 (let ((?x205 (concat 0 in_x1 in_x2)))
(let ((?x307 (concat 0 in_x1 ?x205)))
(let ((?x272 (* 2 sym_n)))
(let ((?x273 (+ ?x272 sym_n2)))
(let ((?x350 (slice 0 ?x272 ?x273 ?x307)))
(and (distinct ?x350 in_x2) true)))))))
(check-sat)
