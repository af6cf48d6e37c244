; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat
; z3 rlimit used: 5126
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun relu (T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (= (rank (relu in_x1)) 2))
(assert
 (= (dim (relu in_x1) 0) sym_n))
(assert
 (= (dim (relu in_x1) 1) sym_c))
(assert
 (= (rank (relu in_x2)) 2))
(assert
 (= (dim (relu in_x2) 0) sym_n2))
(assert
 (= (dim (relu in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 (relu in_x1) (relu in_x2))) 2))
(assert
 (let ((?x248 (+ sym_n sym_n2)))
 (let ((?x229 (relu in_x2)))
 (let ((?x128 (relu in_x1)))
 (let ((?x244 (concat 0 ?x128 ?x229)))
 (let ((?x247 (dim ?x244 0)))
 (= ?x247 ?x248)))))))
(assert
 (= (dim (concat 0 (relu in_x1) (relu in_x2)) 1) sym_c))
(assert
 (let ((?x248 (+ sym_n sym_n2)))
 (>= ?x248 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x248 (+ sym_n sym_n2)))
 (let ((?x253 (concat 0 in_x1 in_x2)))
 (let ((?x256 (dim ?x253 0)))
 (= ?x256 ?x248)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (relu (concat 0 in_x1 in_x2))) 2))
(assert
 (let ((?x248 (+ sym_n sym_n2)))
 (let ((?x253 (concat 0 in_x1 in_x2)))
 (let ((?x260 (relu ?x253)))
 (let ((?x263 (dim ?x260 0)))
 (= ?x263 ?x248))))))
(assert
 (= (dim (relu (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (let ((?x253 (concat 0 in_x1 in_x2)))
(let ((?x260 (relu ?x253)))
(let ((?x229 (relu in_x2)))
(let ((?x128 (relu in_x1)))
(let ((?x244 (concat 0 ?x128 ?x229)))
(and (distinct ?x244 ?x260) true)))))))
(check-sat)
