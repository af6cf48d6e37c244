; verified_opt proof obligation: unsat means the rule holds
; axioms used: relu_concat, relu_idem
; z3 rlimit used: 5604
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun relu (T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_n () Int)
(declare-fun sym_n2 () Int)
(declare-fun in_x1 () T)
(declare-fun in_x2 () T)
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
 (= (rank (relu in_x2)) 2))
(assert
 (= (dim (relu in_x2) 0) sym_n2))
(assert
 (= (dim (relu in_x2) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (relu in_x2))) 2))
(assert
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x134 (relu in_x2)))
 (let ((?x235 (concat 0 in_x1 ?x134)))
 (let ((?x215 (dim ?x235 0)))
 (= ?x215 ?x216))))))
(assert
 (= (dim (concat 0 in_x1 (relu in_x2)) 1) sym_c))
(assert
 (= (rank (relu (concat 0 in_x1 (relu in_x2)))) 2))
(assert
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x134 (relu in_x2)))
 (let ((?x235 (concat 0 in_x1 ?x134)))
 (let ((?x251 (relu ?x235)))
 (let ((?x254 (dim ?x251 0)))
 (= ?x254 ?x216)))))))
(assert
 (= (dim (relu (concat 0 in_x1 (relu in_x2))) 1) sym_c))
(assert
 (let ((?x216 (+ sym_n sym_n2)))
 (>= ?x216 0)))
(assert
 (= (rank (concat 0 in_x1 in_x2)) 2))
(assert
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x259 (concat 0 in_x1 in_x2)))
 (let ((?x262 (dim ?x259 0)))
 (= ?x262 ?x216)))))
(assert
 (= (dim (concat 0 in_x1 in_x2) 1) sym_c))
(assert
 (= (rank (relu (concat 0 in_x1 in_x2))) 2))
(assert
 (let ((?x216 (+ sym_n sym_n2)))
 (let ((?x259 (concat 0 in_x1 in_x2)))
 (let ((?x266 (relu ?x259)))
 (let ((?x269 (dim ?x266 0)))
 (= ?x269 ?x216))))))
(assert
 (= (dim (relu (concat 0 in_x1 in_x2)) 1) sym_c))
(assert
 (let ((?x259 (concat 0 in_x1 in_x2)))
(let ((?x266 (relu ?x259)))
(let ((?x134 (relu in_x2)))
(let ((?x235 (concat 0 in_x1 ?x134)))
(let ((?x251 (relu ?x235)))
(and (distinct ?x251 ?x266) true)))))))
(check-sat)
