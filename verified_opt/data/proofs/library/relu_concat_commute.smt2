; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat
; z3 rlimit used: 5636
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c1 () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_w () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x103 (concat ax (relu X) (relu Y))))
 (let ((?x100 (relu (concat ax X Y))))
 (let (($x104 (= ?x100 ?x103)))
 (let (($x96 (= (dim X (+ (+ 1 ax) 5)) (dim Y (+ (+ 1 ax) 5)))))
 (let (($x90 (= (dim X (+ (+ 1 ax) 4)) (dim Y (+ (+ 1 ax) 4)))))
 (let (($x84 (= (dim X (+ (+ 1 ax) 3)) (dim Y (+ (+ 1 ax) 3)))))
 (let (($x78 (= (dim X (+ (+ 1 ax) 2)) (dim Y (+ (+ 1 ax) 2)))))
 (let (($x72 (= (dim X (+ (+ 1 ax) 1)) (dim Y (+ (+ 1 ax) 1)))))
 (let (($x66 (= (dim X (+ (+ 1 ax) 0)) (dim Y (+ (+ 1 ax) 0)))))
 (let (($x59 (=> (> ax 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x52 (=> (> ax 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x45 (=> (> ax 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x38 (=> (> ax 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x31 (=> (> ax 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x25 (=> (> ax 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x7 (>= ax 0)))
 (let (($x98 (and $x7 (>= (- (- (rank X) 1) ax) 0) $x7 (>= (- (- (rank Y) 1) ax) 0) (= ax ax) $x25 $x31 $x38 $x45 $x52 $x59 (= (- (- (rank Y) 1) ax) (- (- (rank X) 1) ax)) (=> (> (- (- (rank X) 1) ax) 0) $x66) (=> (> (- (- (rank X) 1) ax) 1) $x72) (=> (> (- (- (rank X) 1) ax) 2) $x78) (=> (> (- (- (rank X) 1) ax) 3) $x84) (=> (> (- (- (rank X) 1) ax) 4) $x90) (=> (> (- (- (rank X) 1) ax) 5) $x96))))
 (=> $x98 $x104)))))))))))))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (>= sym_c1 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_X) 4))
(assert
 (= (dim in_X 0) sym_n))
(assert
 (= (dim in_X 1) sym_c1))
(assert
 (= (dim in_X 2) sym_h))
(assert
 (= (dim in_X 3) sym_w))
(assert
 (= (rank in_Y) 4))
(assert
 (= (dim in_Y 0) sym_n))
(assert
 (= (dim in_Y 1) sym_c2))
(assert
 (= (dim in_Y 2) sym_h))
(assert
 (= (dim in_Y 3) sym_w))
(assert
 (= (rank (relu in_X)) 4))
(assert
 (= (dim (relu in_X) 0) sym_n))
(assert
 (= (dim (relu in_X) 1) sym_c1))
(assert
 (= (dim (relu in_X) 2) sym_h))
(assert
 (= (dim (relu in_X) 3) sym_w))
(assert
 (= (rank (relu in_Y)) 4))
(assert
 (= (dim (relu in_Y) 0) sym_n))
(assert
 (= (dim (relu in_Y) 1) sym_c2))
(assert
 (= (dim (relu in_Y) 2) sym_h))
(assert
 (= (dim (relu in_Y) 3) sym_w))
(assert
 (= (rank (concat 1 (relu in_X) (relu in_Y))) 4))
(assert
 (= (dim (concat 1 (relu in_X) (relu in_Y)) 0) sym_n))
(assert
 (let ((?x270 (+ sym_c1 sym_c2)))
 (let ((?x253 (relu in_Y)))
 (let ((?x131 (relu in_X)))
 (let ((?x264 (concat 1 ?x131 ?x253)))
 (let ((?x269 (dim ?x264 1)))
 (= ?x269 ?x270)))))))
(assert
 (= (dim (concat 1 (relu in_X) (relu in_Y)) 2) sym_h))
(assert
 (= (dim (concat 1 (relu in_X) (relu in_Y)) 3) sym_w))
(assert
 (let ((?x270 (+ sym_c1 sym_c2)))
 (>= ?x270 0)))
(assert
 (= (rank (concat 1 in_X in_Y)) 4))
(assert
 (= (dim (concat 1 in_X in_Y) 0) sym_n))
(assert
 (let ((?x270 (+ sym_c1 sym_c2)))
 (let ((?x277 (concat 1 in_X in_Y)))
 (let ((?x282 (dim ?x277 1)))
 (= ?x282 ?x270)))))
(assert
 (= (dim (concat 1 in_X in_Y) 2) sym_h))
(assert
 (= (dim (concat 1 in_X in_Y) 3) sym_w))
(assert
 (= (rank (relu (concat 1 in_X in_Y))) 4))
(assert
 (= (dim (relu (concat 1 in_X in_Y)) 0) sym_n))
(assert
 (let ((?x270 (+ sym_c1 sym_c2)))
 (let ((?x277 (concat 1 in_X in_Y)))
 (let ((?x288 (relu ?x277)))
 (let ((?x293 (dim ?x288 1)))
 (= ?x293 ?x270))))))
(assert
 (= (dim (relu (concat 1 in_X in_Y)) 2) sym_h))
(assert
 (= (dim (relu (concat 1 in_X in_Y)) 3) sym_w))
(assert
 (let ((?x277 (concat 1 in_X in_Y)))
(let ((?x288 (relu ?x277)))
(let ((?x253 (relu in_Y)))
(let ((?x131 (relu in_X)))
(let ((?x264 (concat 1 ?x131 ?x253)))
(and (distinct ?x264 ?x288) true)))))))
(check-sat)
