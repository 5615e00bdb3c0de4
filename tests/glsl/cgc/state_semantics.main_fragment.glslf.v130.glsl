// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/state_semantics.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main_fragment
//semantic main_fragment.mvp : state.matrix.mvp
//semantic main_fragment.fogColor : state.fog.color
//semantic main_fragment.matAmbient : state.material.ambient
//semantic main_fragment.backSpecular : state.material.back.specular
//semantic main_fragment.lightSpecular : state.light[2].specular
//semantic main_fragment.lightprodDiffuse : state.lightprod[0].diffuse
//var float4x4 mvp : state.matrix.mvp : _mvp1[0], 4 : 0 : 1
//var float4 fogColor : state.fog.color : _fogColor1 : 1 : 1
//var float4 matAmbient : state.material.ambient : _matAmbient1 : 2 : 1
//var float4 backSpecular : state.material.back.specular : _backSpecular1 : 3 : 1
//var float4 lightSpecular : state.light[2].specular : _lightSpecular1 : 4 : 1
//var float4 lightprodDiffuse : state.lightprod[0].diffuse : _lightprodDiffuse1 : 5 : 1
//var float4 main_fragment : $vout.COLOR : COLOR : -1 : 1

#version 130

vec4 _ret_0;
uniform vec4 _mvp1[4];
uniform vec4 _fogColor1;
uniform vec4 _matAmbient1;
uniform vec4 _backSpecular1;
uniform vec4 _lightSpecular1;
uniform vec4 _lightprodDiffuse1;
vec4 _r0008;
out vec4 cg_FragColor;

 // main procedure, the original name was main_fragment
void main()
{


    _r0008.x = dot(_mvp1[0], _fogColor1);
    _r0008.y = dot(_mvp1[1], _fogColor1);
    _r0008.z = dot(_mvp1[2], _fogColor1);
    _r0008.w = dot(_mvp1[3], _fogColor1);
    _ret_0 = _fogColor1*_matAmbient1 + _backSpecular1*_lightSpecular1 + _lightprodDiffuse1 + _r0008;
    cg_FragColor = _ret_0;
    return;
} // main end
