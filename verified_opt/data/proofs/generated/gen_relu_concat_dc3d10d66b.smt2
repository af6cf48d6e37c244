; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idem
; z3 rlimit used: 6127
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_h () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun sym_w () Int)
(declare-fun in_i1 () T)
(declare-fun in_i2 () T)
(assert
 (forall ((X T) )(! (let ((?x6 (relu X)))
 (let ((?x7 (relu ?x6)))
 (= ?x7 ?x6))) :pattern ( (relu (relu X)) ) :qid relu_idem))
 )
(assert
 (forall ((X T) (Y T) (ax Int) )(! (let ((?x126 (concat ax (relu X) (relu Y))))
 (let ((?x123 (relu (concat ax X Y))))
 (let (($x127 (= ?x123 ?x126)))
 (let (($x119 (= (dim X (+ (+ 1 ax) 5)) (dim Y (+ (+ 1 ax) 5)))))
 (let (($x113 (= (dim X (+ (+ 1 ax) 4)) (dim Y (+ (+ 1 ax) 4)))))
 (let (($x107 (= (dim X (+ (+ 1 ax) 3)) (dim Y (+ (+ 1 ax) 3)))))
 (let (($x101 (= (dim X (+ (+ 1 ax) 2)) (dim Y (+ (+ 1 ax) 2)))))
 (let (($x95 (= (dim X (+ (+ 1 ax) 1)) (dim Y (+ (+ 1 ax) 1)))))
 (let (($x89 (= (dim X (+ (+ 1 ax) 0)) (dim Y (+ (+ 1 ax) 0)))))
 (let (($x82 (=> (> ax 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x75 (=> (> ax 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x68 (=> (> ax 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x61 (=> (> ax 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x54 (=> (> ax 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x48 (=> (> ax 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x30 (>= ax 0)))
 (let (($x121 (and $x30 (>= (- (- (rank X) 1) ax) 0) $x30 (>= (- (- (rank Y) 1) ax) 0) (= ax ax) $x48 $x54 $x61 $x68 $x75 $x82 (= (- (- (rank Y) 1) ax) (- (- (rank X) 1) ax)) (=> (> (- (- (rank X) 1) ax) 0) $x89) (=> (> (- (- (rank X) 1) ax) 1) $x95) (=> (> (- (- (rank X) 1) ax) 2) $x101) (=> (> (- (- (rank X) 1) ax) 3) $x107) (=> (> (- (- (rank X) 1) ax) 4) $x113) (=> (> (- (- (rank X) 1) ax) 5) $x119))))
 (=> $x121 $x127)))))))))))))))))) :pattern ( (relu (concat ax X Y)) ) :pattern ( (concat ax (relu X) (relu Y)) ) :qid relu_concat))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_h 1))
(assert
 (>= sym_n 1))
(assert
 (>= sym_n2 1))
(assert
 (>= sym_w 1))
(assert
 (= (rank in_i1) 4))
(assert
 (= (dim in_i1 0) sym_n))
(assert
 (= (dim in_i1 1) sym_c))
(assert
 (= (dim in_i1 2) sym_h))
(assert
 (= (dim in_i1 3) sym_w))
(assert
 (= (rank in_i2) 4))
(assert
 (= (dim in_i2 0) sym_n2))
(assert
 (= (dim in_i2 1) sym_c))
(assert
 (= (dim in_i2 2) sym_h))
(assert
 (= (dim in_i2 3) sym_w))
(assert
 (= (rank (relu in_i1)) 4))
(assert
 (= (dim (relu in_i1) 0) sym_n))
(assert
 (= (dim (relu in_i1) 1) sym_c))
(assert
 (= (dim (relu in_i1) 2) sym_h))
(assert
 (= (dim (relu in_i1) 3) sym_w))
(assert
 (= (rank (concat 0 (relu in_i1) in_i2)) 4))
(assert
 (let ((?x263 (+ sym_n sym_n2)))
 (let ((?x137 (relu in_i1)))
 (let ((?x259 (concat 0 ?x137 in_i2)))
 (let ((?x262 (dim ?x259 0)))
 (= ?x262 ?x263))))))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 (relu in_i1) in_i2) 3) sym_w))
(assert
 (= (rank (relu (concat 0 (relu in_i1) in_i2))) 4))
(assert
 (let ((?x263 (+ sym_n sym_n2)))
 (let ((?x137 (relu in_i1)))
 (let ((?x259 (concat 0 ?x137 in_i2)))
 (let ((?x271 (relu ?x259)))
 (let ((?x274 (dim ?x271 0)))
 (= ?x274 ?x263)))))))
(assert
 (= (dim (relu (concat 0 (relu in_i1) in_i2)) 1) sym_c))
(assert
 (= (dim (relu (concat 0 (relu in_i1) in_i2)) 2) sym_h))
(assert
 (= (dim (relu (concat 0 (relu in_i1) in_i2)) 3) sym_w))
(assert
 (let ((?x263 (+ sym_n sym_n2)))
 (>= ?x263 0)))
(assert
 (= (rank (concat 0 in_i1 in_i2)) 4))
(assert
 (let ((?x263 (+ sym_n sym_n2)))
 (let ((?x283 (concat 0 in_i1 in_i2)))
 (let ((?x286 (dim ?x283 0)))
 (= ?x286 ?x263)))))
(assert
 (= (dim (concat 0 in_i1 in_i2) 1) sym_c))
(assert
 (= (dim (concat 0 in_i1 in_i2) 2) sym_h))
(assert
 (= (dim (concat 0 in_i1 in_i2) 3) sym_w))
(assert
 (= (rank (relu (concat 0 in_i1 in_i2))) 4))
(assert
 (let ((?x263 (+ sym_n sym_n2)))
 (let ((?x283 (concat 0 in_i1 in_i2)))
 (let ((?x294 (relu ?x283)))
 (let ((?x297 (dim ?x294 0)))
 (= ?x297 ?x263))))))
(assert
 (= (dim (relu (concat 0 in_i1 in_i2)) 1) sym_c))
(assert
 (= (dim (relu (concat 0 in_i1 in_i2)) 2) sym_h))
(assert
 (= (dim (relu (concat 0 in_i1 in_i2)) 3) sym_w))
(assert
 (let ((?x283 (concat 0 in_i1 in_i2)))
(let ((?x294 (relu ?x283)))
(let ((?x137 (relu in_i1)))
(let ((?x259 (concat 0 ?x137 in_i2)))
(let ((?x271 (relu ?x259)))
(and (distinct ?x271 ?x294) true)))))))
(check-sat)
